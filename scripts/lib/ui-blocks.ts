import { isObject, type JsonObject } from './schema-bundle.ts';

/**
 * `"ui:block": "address-form"` in a uiSchema takes the uiSchema of that form screen (a block's labels,
 * masks, lookups and messages are declared once, in the block's own screen file); keys written beside
 * it override the block's.
 */
export function resolveUiBlocks(ui: unknown, screens: ReadonlyMap<string, unknown>, seen: string[] = []): unknown {
  if (!isObject(ui)) return ui;
  const { 'ui:block': block, ...rest } = ui;
  let base: JsonObject = {};
  if (typeof block === 'string' && !seen.includes(block)) {
    const screen = screens.get(block);
    const spec = isObject(screen) && isObject(screen.spec) ? screen.spec : {};
    base = (resolveUiBlocks(spec.uiSchema ?? {}, screens, [...seen, block]) as JsonObject) ?? {};
  }
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(rest)) {
    const resolved = resolveUiBlocks(value, screens, seen);
    merged[key] =
      key === 'ui:options' && isObject(base[key]) && isObject(resolved)
        ? { ...base[key], ...resolved }
        : isObject(base[key]) && isObject(resolved) && !key.startsWith('ui:')
          ? { ...(base[key] as JsonObject), ...resolved }
          : resolved;
  }
  return merged;
}

/** The screen file with its uiSchema's blocks resolved, as the renderer gets it. */
export function withResolvedBlocks(screen: JsonObject, screens: ReadonlyMap<string, unknown>): JsonObject {
  if (screen.kind !== 'form' || !isObject(screen.spec) || screen.spec.uiSchema === undefined) return screen;
  return { ...screen, spec: { ...screen.spec, uiSchema: resolveUiBlocks(screen.spec.uiSchema, screens, [String(screen.id)]) } };
}
