import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { bundleSchema, isObject, type JsonObject } from '../lib/schema-bundle.ts';
import { inlineReferences } from '../lib/schema-inline.ts';
import { checkProject, formatProblem, type Problem } from '../lib/screen-check.ts';
import { filesUnder, loadProject } from '../lib/screen-check-project.ts';
import { withResolvedBlocks } from '../lib/ui-blocks.ts';
import { BOXES_MODULE, resolved, shippedScreen, SITE_MODULE, staticModuleCode } from './static-screens-plugin.ts';
import { validatorModuleCode } from './validator-code.ts';

/** `import { loaders } from 'virtual:balcao-screens'`: every screen file, each loaded on demand. */
export const SCREENS_MODULE = 'virtual:balcao-screens';
/** One module per screen file: the file, its bundled schema and, for a form, its precompiled validators. */
export const SCREEN_MODULE_PREFIX = 'virtual:balcao-screen/';
/** The operation words the site manifest names (the header's inbox), for the signed-in frame. */
export const SITE_OPERATIONS_MODULE = 'virtual:balcao-site-operations';

/** The custom events between the dev server and the studio. */
export const PROBLEMS_EVENT = 'balcao:problems';
export const ASK_PROBLEMS_EVENT = 'balcao:problems?';

function schemaFileOf(screen: JsonObject): string | null {
  const spec = isObject(screen.spec) ? screen.spec : {};
  const file = spec.schema ?? spec.rowSchema;
  return typeof file === 'string' ? file : null;
}

function problemsFor(problems: Problem[], screenFile: string | undefined): Problem[] {
  return problems.filter(
    (problem) => problem.file.startsWith('schemas/') || problem.file.startsWith('public/') || problem.file === screenFile,
  );
}

/** The files the check reads, by name, modification time and size: the same stamp, the same answer. */
function sourcesStamp(root: string): string {
  const parts: string[] = [];
  for (const folder of ['schemas', 'screens', 'public/locales']) {
    for (const file of filesUnder(root, folder, '.json')) {
      const stat = statSync(path.join(root, file));
      parts.push(`${file}:${stat.mtimeMs}:${stat.size}`);
    }
  }
  return parts.join('|');
}

/** The blocks a uiSchema takes (`ui:block`), anywhere in it. */
function blocksIn(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => blocksIn(item, found));
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:block' && typeof value === 'string') found.add(value);
      else blocksIn(value, found);
    }
  return found;
}

/** The screen and every screen that takes it as a block, however deep: what an edit of it changes. */
function affectedScreens(root: string, id: string): Set<string> {
  const screens = [...loadProject(root).screens].map(([screenId, screen]) => [screenId, blocksIn(screen)] as const);
  const affected = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [screenId, blocks] of screens) {
      if (!affected.has(screenId) && [...blocks].some((block) => affected.has(block))) {
        affected.add(screenId);
        grew = true;
      }
    }
  }
  return affected;
}

/** Each operation word's file (src/renderer/vocabulary/operations), by the word's name, as an import from the root. */
function operationFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of filesUnder(root, 'src/renderer/vocabulary/operations', '.ts')) {
    const name = readFileSync(path.join(root, file), 'utf8').match(/name: '([A-Za-z]+)'/)?.[1];
    if (name) files.set(name, `/${file.split(path.sep).join('/')}`);
  }
  return files;
}

/** The operations a screen file names: the values of its `operation` properties (#/$defs/operation), however deep. */
function operationsNamed(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => operationsNamed(item, found));
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === 'operation' && typeof value === 'string') found.add(value);
      else operationsNamed(value, found);
    }
  return found;
}

function report(problems: Problem[]): string {
  return `Screen files have problems:\n${problems.map(formatProblem).join('\n')}`;
}

/**
 * Serves screens/ to the renderer as lazy modules (and the manifest and the boxes as small static
 * ones), checks them (the same check as `npm run check:screens`), precompiles each form's validators
 * at build time and in dev, and hot-reloads screen, schema and locale edits. Under `npm run dev` the
 * problems go to the studio, which shows them in the page's language.
 */
export function screensPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  let serving = false;
  let checked: { stamp: string; problems: Problem[] } | null = null;
  let operations: Map<string, string> | undefined;
  const check = (): Problem[] => {
    const stamp = sourcesStamp(root);
    if (checked?.stamp !== stamp) checked = { stamp, problems: checkProject(root) };
    return checked.problems;
  };

  const indexCode = () => {
    const ids = [...loadProject(root).screens.keys()];
    const entries = ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(SCREEN_MODULE_PREFIX + id)}),`);
    return `export const screenIds = ${JSON.stringify(ids)};\nexport const loaders = {\n${entries.join('\n')}\n};\n`;
  };

  const screenCode = (id: string): string => {
    const project = loadProject(root);
    const screen = project.screens.get(id);
    if (!isObject(screen)) throw new Error(`the screen file of "${id}" is not a screen`);
    const schemaFile = schemaFileOf(screen);
    const bundled = schemaFile && project.schemas.has(schemaFile) ? bundleSchema(schemaFile, project.schemas).schema : null;
    // A form's schema goes to rjsf, and its validators are compiled, with the references inlined (schema-inline.ts).
    const schema = bundled && screen.kind === 'form' ? inlineReferences(bundled) : bundled;
    const resolvedScreen = withResolvedBlocks(screen, project.screens);
    // Its kind's word and the operation words it names come with it, and only those (npm run size):
    // the page registers them.
    const lines = [
      `import kindWord from ${JSON.stringify(`/src/renderer/vocabulary/kinds/${String(screen.kind)}.ts`)};`,
      `export { kindWord };`,
      ...operationImports(resolvedScreen),
      `export const screen = ${JSON.stringify(shippedScreen(resolvedScreen))};`,
      `export const schema = ${JSON.stringify(schema)};`,
    ];
    if (screen.kind === 'form' && schema) lines.push(validatorModuleCode(schema));
    else lines.push('export const validateFns = null;');
    if (serving) {
      // The new module goes to the page's screen store by a DOM event: importing the store from here would,
      // after the first update, reach a fresh copy of it instead of the one the page uses.
      lines.push(
        `if (import.meta.hot) import.meta.hot.accept((next) => { if (next) globalThis.dispatchEvent(new CustomEvent('balcao:screen-module', { detail: { id: ${JSON.stringify(id)}, module: next } })); });`,
      );
    }
    return lines.join('\n');
  };

  /** The imports of the operation words a piece of a screen file names, and the list of them. */
  const operationImports = (node: unknown): string[] => {
    const files = serving ? operationFiles(root) : (operations ??= operationFiles(root));
    const named = [...operationsNamed(node)].filter((name) => files.has(name)).sort();
    return [
      ...named.map((name, index) => `import operation${index} from ${JSON.stringify(files.get(name))};`),
      `export const operations = [${named.map((_, index) => `operation${index}`).join(', ')}];`,
    ];
  };

  const siteOperationsCode = (): string => {
    const site = [...loadProject(root).screens.values()].find((screen) => isObject(screen) && screen.kind === 'site');
    return operationImports(site ?? null).join('\n');
  };

  const screenModules = (server: ViteDevServer) =>
    [...server.moduleGraph.idToModuleMap.values()].filter((module) => module.id?.startsWith(resolved(SCREEN_MODULE_PREFIX)));

  const tell = (server: ViteDevServer, problems: Problem[]) => {
    if (problems.length > 0) server.config.logger.error(report(problems));
    server.ws.send({ type: 'custom', event: PROBLEMS_EVENT, data: problems });
  };

  const isSource = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return /^(screens\/.+\.json|schemas\/[^/]+\.schema\.json)$/.test(relative)
      ? 'screen'
      : /^public\/locales\/[^/]+\/translation\.json$/.test(relative)
        ? 'locale'
        : null;
  };

  /** The manifest and the boxes are read at start, not one by one: an edit of theirs reloads the page. */
  const isStatic = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (!relative.startsWith('screens/')) return false;
    const screen = loadProject(root).screens.get(path.basename(file, '.json'));
    return isObject(screen) && (screen.kind === 'site' || screen.kind === 'box');
  };

  return {
    name: 'balcao-screens',
    configResolved(config) {
      root = options.root ?? config.root;
      serving = config.command === 'serve';
    },
    config: () => ({
      // The zip-code service of the sandbox, next to /api under `npm run dev`.
      server: { proxy: { '/ws': { target: `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.SANDBOX_PORT ?? 8081}` } } },
    }),
    buildStart() {
      if (serving) return;
      const problems = check();
      if (problems.length > 0) this.error(report(problems));
    },
    resolveId(id) {
      if ([SCREENS_MODULE, SITE_MODULE, BOXES_MODULE, SITE_OPERATIONS_MODULE].includes(id) || id.startsWith(SCREEN_MODULE_PREFIX))
        return resolved(id);
      return null;
    },
    load(id) {
      if (id === resolved(SCREENS_MODULE)) return indexCode();
      if (id === resolved(SITE_OPERATIONS_MODULE)) return siteOperationsCode();
      const fixed = staticModuleCode(root, id);
      if (fixed !== null) return fixed;
      if (!id.startsWith(resolved(SCREEN_MODULE_PREFIX))) return null;
      const screenId = id.slice(resolved(SCREEN_MODULE_PREFIX).length);
      if (serving) {
        const problems = problemsFor(check(), loadProject(root).screenFiles.get(screenId));
        if (problems.length > 0) this.error(report(problems));
      }
      return screenCode(screenId);
    },
    configureServer(server) {
      const structureChanged = (file: string) => {
        if (isSource(file) !== 'screen') return;
        for (const name of [SCREENS_MODULE, SITE_MODULE, BOXES_MODULE]) {
          const module = server.moduleGraph.getModuleById(resolved(name));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', structureChanged);
      server.watcher.on('unlink', structureChanged);
      // A page that opens (the studio) asks what is wrong now.
      server.ws.on(ASK_PROBLEMS_EVENT, (_data, client) => client.send(PROBLEMS_EVENT, check()));
      const problems = check();
      if (problems.length > 0) server.config.logger.error(report(problems));
    },
    handleHotUpdate({ file, server, read }) {
      const source = isSource(file);
      if (!source) return;
      const problems = check();
      tell(server, problems);
      if (source === 'locale') {
        void Promise.resolve(read()).then((text: string) => {
          const language = path.basename(path.dirname(file));
          try {
            server.ws.send({ type: 'custom', event: 'balcao:locale', data: { language, resources: JSON.parse(text) } });
          } catch {
            // The problems above name the broken file.
          }
        });
        return [];
      }
      if (problems.length > 0) return [];
      if (isStatic(file)) {
        for (const name of [SITE_MODULE, BOXES_MODULE, SITE_OPERATIONS_MODULE]) {
          const module = server.moduleGraph.getModuleById(resolved(name));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
        return [];
      }
      // Whatever happens next reads the files afresh: the screen saved and the forms that take it as a
      // block, or every screen after a schema's save. The index stays: it changes only when a file comes
      // or goes (configureServer reloads the page then).
      const relative = path.relative(root, file).split(path.sep).join('/');
      const affected = relative.startsWith('screens/') ? affectedScreens(root, path.basename(file, '.json')) : null;
      const modules = screenModules(server).filter(
        (module) => !affected || affected.has(module.id!.slice(resolved(SCREEN_MODULE_PREFIX).length)),
      );
      for (const module of modules) server.moduleGraph.invalidateModule(module);
      return modules;
    },
  };
}
