import { useEffect, useSyncExternalStore } from 'react';
import { loaders, screenIds } from 'virtual:balcao-screens';
import type { ScreenModule } from './types.ts';
import { loadKindView } from '../vocabulary/registry/kind-views.ts';
import { registerOperationWords } from '../vocabulary/registry/operation-loader.ts';

/**
 * Screen files load on demand, once, and stay; under `npm run dev` an edited file replaces its
 * module here and every screen showing it renders again.
 */
const loaded = new Map<string, ScreenModule>();
const failed = new Map<string, Error>();
const pending = new Map<string, Promise<ScreenModule>>();
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function allScreenIds(): string[] {
  return screenIds;
}

/**
 * The screens a page shows with it (behind tabs, the first): asked for as soon as the page's file is
 * in, beside its kind's view, rather than once the page has rendered; the page waits for them.
 */
export function sectionsOf(module: ScreenModule): string[] {
  const spec = (module.screen as { spec?: { sections?: { screen?: unknown }[]; layout?: unknown } }).spec;
  if (module.screen.kind !== 'page' || !Array.isArray(spec?.sections)) return [];
  const ids = spec.sections.map((section) => section.screen).filter((id): id is string => typeof id === 'string');
  return spec.layout === 'tabs' ? ids.slice(0, 1) : ids;
}

/** A screen's file alone, without its kind's view or its sections (src/renderer/host/early-reads.ts reads it). */
export function screenFile(id: string): Promise<ScreenModule> {
  const known = loaded.get(id);
  const loader = loaders[id];
  if (known) return Promise.resolve(known);
  return loader ? loader() : Promise.reject(new Error(`no screen file screens/${id}.json`));
}

export function loadScreen(id: string): Promise<ScreenModule> {
  const known = loaded.get(id);
  if (known) return Promise.resolve(known);
  let loading = pending.get(id);
  if (!loading) {
    const loader = loaders[id];
    loading = loader
      ? loader().then(async (module) => {
          // The kind's view comes with the file, and a page's sections with the page: it renders
          // whole, rather than with a placeholder per section that each section's own height pushes
          // down as it comes (a section that fails to load says so in its place).
          await Promise.all([
            loadKindView(module),
            ...sectionsOf(module).map((section) => loadScreen(section).catch(() => undefined)),
          ]);
          registerOperationWords(module.operations ?? []);
          loaded.set(id, module);
          failed.delete(id);
          notify();
          return module;
        })
      : Promise.reject(new Error(`no screen file screens/${id}.json`));
    loading.catch((error: unknown) => {
      failed.set(id, error instanceof Error ? error : new Error(String(error)));
      notify();
    });
    pending.set(id, loading);
  }
  return loading;
}

/** Replaces a screen's module (an edit under `npm run dev`, or a test's own module). */
export function setScreenModule(id: string, module: ScreenModule): void {
  void loadKindView(module).then(notify);
  registerOperationWords(module.operations ?? []);
  loaded.set(id, module);
  failed.delete(id);
  pending.set(id, Promise.resolve(module));
  notify();
}

// Under `npm run dev` the screen plugin announces each edited screen module (scripts/vite/screens-plugin.ts).
if (import.meta.hot) {
  globalThis.addEventListener('balcao:screen-module', (event) => {
    const { id, module } = (event as CustomEvent<{ id: string; module: ScreenModule }>).detail;
    setScreenModule(id, module);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ScreenState {
  module: ScreenModule | undefined;
  error: Error | undefined;
}

/** The screen's module once loaded (starting the load), or its loading error. */
export function useScreenModule(id: string): ScreenState {
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    if (!loaded.has(id)) void loadScreen(id).catch(() => undefined);
  }, [id]);
  return { module: loaded.get(id), error: failed.get(id) };
}
