import { createHash } from 'node:crypto';
import path from 'node:path';
import { routeModules } from '../lib/route-sizes.ts';

/** What rolldown's chunking tells a group's name function of a module. */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * What the sign-in loads right after its first render, each in a chunk and a task of its own (the
 * first stage's modules are not the second's): XState with the session machine, then the HTTP
 * client with axios. Evaluated with the rest of the signed-in core, they kept the sign-in's main
 * thread 250–300 ms in one task on a throttled phone (bench:web TBT).
 */
const SESSION_STAGES: { name: string; roots: string[] }[] = [
  { name: 'session', roots: ['src/shell/session/session-runtime.ts'] },
  { name: 'http', roots: ['src/api/http-client.ts'] },
];

/**
 * What every signed-in screen runs, whatever its route: the screen page with the HTTP client and the
 * session's runtime it needs, and the screen language's actions, calls and formats every screen kind
 * uses.
 */
const SIGNED_IN_ROOTS = [
  'src/shell/ScreenPage.tsx',
  'src/api/http-client.ts',
  'src/shell/session/session-runtime.ts',
  'src/renderer/actions/use-action-runner.ts',
  'src/renderer/host/operation-calls.ts',
  'src/renderer/formats/icons.tsx',
  'src/renderer/formats/format-value.tsx',
];

/** What runs before any screen (src/main.tsx, src/boot.tsx): in the boot stages' own chunks. */
const BOOTED = ['src/main.tsx', 'src/boot.tsx'];

/** A module's id from its project path, or from a virtual module's name (`virtual:…`, resolved as `\0virtual:…`). */
const moduleId = (key: string) => (key.startsWith('virtual:') ? `\0${key}` : path.join(ROOT, key));

/** Modules statically reachable from `files` (project paths or virtual modules' names). */
function reachable(ctx: ChunkingContext, files: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = files.map(moduleId);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Each module's chunk among the session's stages and the signed-in core: what a stage's roots (the
 * core's, SIGNED_IN_ROOTS) import, less what the boot or an earlier stage brought; a stage's chunk
 * holds its roots, which the sign-in imports to load it. Left to the
 * automatic splitting the core came in some thirty files of a few hundred bytes, each a request and a
 * gzip stream of its own (home: 65 files, 210 KB; in one chunk: 36 files, 202 KB). A module only
 * imported lazily (a root, say) keeps a chunk of its own, which the build's manifest names
 * (scripts/lib/route-sizes.ts); one the chunk also imports is part of it, or the two chunks would
 * import each other. Their dependencies stay where they are (the boot's, React).
 */
function signedInChunks(ctx: ChunkingContext): Map<string, string> {
  const taken = reachable(ctx, BOOTED);
  const chunkOf = new Map<string, string>();
  const stages = [
    ...SESSION_STAGES.map((stage) => ({ ...stage, withRoots: true })),
    { name: 'core', roots: SIGNED_IN_ROOTS, withRoots: false },
  ];
  for (const { name, roots, withRoots } of stages) {
    const candidates = [...reachable(ctx, roots)].filter((module) => !taken.has(module));
    const rootIds = new Set(withRoots ? roots.map(moduleId) : []);
    const reached = new Set(candidates);
    const lazyOnly = (module: string) => {
      const info = ctx.getModuleInfo(module);
      return (info?.dynamicImporters.length ?? 0) > 0 && !info?.importers.some((importer) => reached.has(importer));
    };
    for (const module of candidates) {
      taken.add(module);
      if (rootIds.has(module) || !lazyOnly(module)) chunkOf.set(module, name);
    }
  }
  return chunkOf;
}

/** The `codeSplitting` group of the session's stages and the signed-in core (signedInChunks). */
export function signedInCoreGroup() {
  let chunkOf: Map<string, string> | undefined;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    chunkOf ??= signedInChunks(ctx);
    return chunkOf.get(id) ?? null;
  };
  return { name, debugName: 'core', includeDependenciesRecursively: false };
}

/** The project's own modules (its source, the screen files' virtual modules), not the libraries'. */
const ownModule = (id: string) => id.startsWith('\0virtual:') || id.startsWith(path.join(ROOT, 'src') + path.sep);

/**
 * The `codeSplitting` group of the project's modules a route's first visit loads (its screens, their
 * kinds' views, what those import) beside the boot and the core, by the routes that load them: the
 * modules the same routes load on arrival share one chunk. Left to the automatic splitting, each
 * lazily imported module and each set of modules two of them shared made a chunk of a kilobyte or
 * so: home came in 36 files, which a phone's browser fetched six at a time over HTTP/1.1, a round
 * trip of 150 ms each (docs/quality.md). No route loads more of the project's code this way; the
 * libraries stay where the automatic splitting puts them (a library's index names every module of
 * it, of which a page uses a few). A module no route loads on arrival (a dialog's screen, another
 * tab's) is left to the automatic splitting too.
 */
export function routeSetGroup() {
  let groupOf: Map<string, string> | undefined;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    if (!groupOf) {
      const boot = reachable(ctx, BOOTED);
      const routes = new Map<string, string[]>();
      for (const route of routeModules(ROOT, (key) => ctx.getModuleInfo(moduleId(key)) !== null))
        if (!route.beforeFirstRender)
          for (const module of reachable(
            ctx,
            route.modules.filter((key) => key !== 'index.html'),
          ))
            if (ownModule(module) && !boot.has(module)) routes.set(module, [...(routes.get(module) ?? []), route.path]);
      groupOf = new Map(
        [...routes].map(([module, paths]) => [
          module,
          `routes-${createHash('sha256').update(paths.sort().join(' ')).digest('hex').slice(0, 8)}`,
        ]),
      );
    }
    return groupOf.get(id) ?? null;
  };
  return { name, debugName: 'routes', includeDependenciesRecursively: false };
}
