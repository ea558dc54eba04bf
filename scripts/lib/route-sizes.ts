import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { namesPart } from '../../src/renderer/vocabulary/define.ts';
import { MODULE_CHUNKS_FILE } from '../vite/module-chunks-plugin.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks some modules load: each module and its static imports, and the entry's dynamic
 * imports, the boot stages src/main.tsx always loads.
 */
function routeChunks(manifest: Manifest, modules: string[]): ManifestChunk[] {
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.isEntry ? (chunk.dynamicImports ?? []) : [])]) visit(imported);
  };
  modules.forEach(visit);
  return [...chunks.values()];
}

/** The JavaScript files some modules load (routeChunks). */
export function routeFiles(manifest: Manifest, modules: string[]): string[] {
  return routeChunks(manifest, modules)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/** The stylesheets of the chunks some modules load, which the loader asks for with each chunk. */
export function routeStyles(manifest: Manifest, modules: string[]): string[] {
  return [...new Set(routeChunks(manifest, modules).flatMap((chunk) => chunk.css ?? []))].sort();
}

export function gzipKb(distDir: string, files: string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

/**
 * The build's manifest, with every module of the project that shares a chunk with others named too
 * (as its chunk), from the build's module-chunks.json (scripts/vite/module-chunks-plugin.ts).
 */
export function readManifest(distDir: string): Manifest {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const modulesFile = path.join(distDir, MODULE_CHUNKS_FILE);
  const modules = existsSync(modulesFile) ? (JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string>) : {};
  for (const [module, file] of Object.entries(modules)) {
    const chunk = byFile.get(file);
    if (chunk && !manifest[module]) manifest[module] = chunk;
  }
  return manifest;
}

interface SiteFile {
  spec: {
    layouts: { name: string; path: string }[];
    routes: { path: string; layout: string; screen: string; machines?: string[] }[];
  };
}
type Screen = { id: string; kind: string; spec?: Record<string, unknown> };

/** What a route of the manifest loads, and whether its figure is before the first render or with all its chunks. */
export interface RouteLoad {
  path: string;
  screen: string;
  /** The sign-in: its box comes with the first script (src/shell/routes.tsx), so its figure is what runs before the first render. */
  beforeFirstRender: boolean;
  /** Entry points in the Vite manifest. */
  modules: string[];
  /** The screens shown on arrival: the route's and its sections', however deep. */
  screens: string[];
}

function screenFiles(root: string, folder = 'screens'): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? screenFiles(root, path.join(folder, entry.name))
      : entry.name.endsWith('.json')
        ? [path.join(folder, entry.name)]
        : [],
  );
}

function readScreens(root: string): Map<string, Screen> {
  const screens = new Map<string, Screen>();
  for (const file of screenFiles(root)) {
    const screen = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Screen;
    if (typeof screen.id === 'string') screens.set(screen.id, screen);
  }
  return screens;
}

/** Each kind's lazy view (src/renderer/vocabulary/kinds/<kind>.ts: `view: () => import('…')`), as a manifest key. */
export function kindViews(root: string): Map<string, string> {
  const folder = path.join(root, 'src', 'renderer', 'vocabulary', 'kinds');
  const views = new Map<string, string>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const source = readFileSync(path.join(folder, name), 'utf8');
    const kind = source.match(/name: '([a-z-]+)'/)?.[1];
    const view = source.match(/view: \(\) => import\('\.\.\/\.\.\/([^']+)'\)/)?.[1];
    if (kind && view) views.set(kind, `src/renderer/${view}`);
  }
  return views;
}

/**
 * Each kind's parts (src/renderer/vocabulary/kinds/<kind>.ts: `parts: { filters: () => import('…'), … }`):
 * the spec's property that names each, and its file as a manifest key.
 */
export function kindParts(root: string): Map<string, { path: string; module: string }[]> {
  const folder = path.join(root, 'src', 'renderer', 'vocabulary', 'kinds');
  const parts = new Map<string, { path: string; module: string }[]>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const source = readFileSync(path.join(folder, name), 'utf8');
    const kind = source.match(/name: '([a-z-]+)'/)?.[1];
    const block = source.match(/\n {2}parts: \{\n([\s\S]*?)\n {2}\},\n/)?.[1];
    if (!kind || !block) continue;
    const found = [...block.matchAll(/^ {4}'?([A-Za-z.]+)'?: \(\) => import\('\.\.\/\.\.\/([^']+)'\)/gm)];
    parts.set(
      kind,
      found.map((match) => ({ path: match[1]!, module: `src/renderer/${match[2]!}` })),
    );
  }
  return parts;
}

/** Each machine word's file (src/renderer/vocabulary/machines), loaded with the routes that name it. */
function machineFiles(root: string): Map<string, string> {
  const folder = path.join('src', 'renderer', 'vocabulary', 'machines');
  const files = new Map<string, string>();
  for (const name of readdirSync(path.join(root, folder)).filter((file) => file.endsWith('.ts'))) {
    const word = readFileSync(path.join(root, folder, name), 'utf8').match(/name: '([A-Za-z-]+)'/)?.[1];
    if (word) files.set(word, `${folder}/${name}`);
  }
  return files;
}

/**
 * A page's sections (kind page) are shown with it, behind tabs only the first (the one an address
 * without `tab` opens); a flow's states, a dialog's screen, another tab, come later.
 */
function shownWith(screen: Screen): string[] {
  const sections = screen.spec?.sections;
  if (!Array.isArray(sections)) return [];
  const ids = sections.map((section: { screen?: unknown }) => section.screen).filter((id): id is string => typeof id === 'string');
  return screen.spec?.layout === 'tabs' ? ids.slice(0, 1) : ids;
}

/** Every route of screens/site/site.json with the modules its first visit loads. */
export function routeLoads(root: string, manifest: Manifest): RouteLoad[] {
  return routeModules(root, (key) => key in manifest);
}

/**
 * Every route of screens/site/site.json with the modules its first visit loads (project paths, and
 * `virtual:balcao-screen/<id>` for a screen file's module when `hasModule` says the build makes one).
 */
export function routeModules(root: string, hasModule: (key: string) => boolean): RouteLoad[] {
  const site = JSON.parse(readFileSync(path.join(root, 'screens', 'site', 'site.json'), 'utf8')) as SiteFile;
  const screens = readScreens(root);
  const views = kindViews(root);
  const parts = kindParts(root);
  const machines = machineFiles(root);
  return site.spec.routes.map((route) => {
    const shown: string[] = [];
    const visit = (id: string) => {
      if (shown.includes(id)) return;
      const screen = screens.get(id);
      if (!screen) throw new Error(`${route.path}: no screen ${id}`);
      shown.push(id);
      shownWith(screen).forEach(visit);
    };
    visit(route.screen);
    const first = screens.get(route.screen)!;
    if (route.layout === 'box' && first.kind === 'box')
      return { path: route.path, screen: route.screen, beforeFirstRender: true, modules: ['index.html'], screens: shown };
    // A signed-in route also asks its grids' first rows as its screen's file comes (src/shell/routes.tsx).
    const frame =
      route.layout === 'box'
        ? ['src/shell/OpenScreenPage.tsx']
        : ['src/shell/layouts/MainLayout.tsx', 'src/shell/ScreenPage.tsx', 'src/renderer/host/early-reads.ts'];
    // What every page but the sign-in loads beside its frame: the HTTP client and the session (src/boot.tsx).
    const modules = new Set(['index.html', ...frame, 'src/api/http-client.ts', 'src/shell/session/session-runtime.ts']);
    for (const name of route.machines ?? []) {
      const file = machines.get(name);
      if (!file) throw new Error(`${route.path}: no machine word ${name}`);
      modules.add(file);
    }
    for (const id of shown) {
      const screen = screens.get(id)!;
      if (hasModule(`virtual:balcao-screen/${id}`)) modules.add(`virtual:balcao-screen/${id}`);
      const view = views.get(screen.kind);
      if (view) modules.add(view);
      for (const part of parts.get(screen.kind) ?? []) if (namesPart(screen.spec, part.path)) modules.add(part.module);
    }
    return { path: route.path, screen: route.screen, beforeFirstRender: false, modules: [...modules], screens: shown };
  });
}
