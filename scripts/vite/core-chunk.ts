import path from 'node:path';

/** What rolldown's chunking tells a group's name function of a module. */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

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

/** Modules statically reachable from `files` (paths from the project's root). */
function reachable(ctx: ChunkingContext, files: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = files.map((file) => path.join(ROOT, file));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The `codeSplitting` group of the signed-in core: the modules SIGNED_IN_ROOTS import, less what the
 * boot brought. Left to the automatic splitting they came in some thirty files of a few hundred bytes,
 * each a request and a gzip stream of its own (home: 65 files, 210 KB; in one chunk: 36 files, 202
 * KB). A module only imported lazily (a root, say) keeps a chunk of its own, which the build's
 * manifest names (scripts/lib/route-sizes.ts); one the core also imports is part of it, or the two
 * chunks would import each other. Their dependencies stay where they are (the boot's, React).
 */
export function signedInCoreGroup() {
  let members: Set<string> | undefined;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      const boot = reachable(ctx, BOOTED);
      const candidates = [...reachable(ctx, SIGNED_IN_ROOTS)].filter((module) => !boot.has(module));
      const reached = new Set(candidates);
      const lazyOnly = (module: string) => {
        const info = ctx.getModuleInfo(module);
        return (info?.dynamicImporters.length ?? 0) > 0 && !info?.importers.some((importer) => reached.has(importer));
      };
      members = new Set(candidates.filter((module) => !lazyOnly(module)));
    }
    return members.has(id) ? 'core' : null;
  };
  return { name, debugName: 'core', includeDependenciesRecursively: false };
}
