import { atPointer, isObject, type JsonObject } from './schema-bundle.ts';

/**
 * A bundled schema with each local `$ref` replaced by what it points at (a copy), as a form hands it
 * to react-jsonschema-form: rjsf resolves every `$ref` of the whole schema again on each change of a
 * value (retrieveSchema, the defaults), which for the large holder form costs more than the rest of
 * a keystroke. A reference inside its own target (a recursive schema) stays a `$ref`, and then
 * `definitions` stay too. Keys beside a `$ref` (a description) are kept over the target's.
 */
export function inlineReferences(schema: JsonObject): JsonObject {
  let kept = false;
  const inline = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, seen));
    if (!isObject(node)) return node;
    const { $ref: ref, ...rest } = node;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      const target = atPointer(schema, ref.slice(1));
      if (seen.includes(ref) || !isObject(target)) {
        kept = true;
        return { $ref: ref, ...(inline(rest, seen) as JsonObject) };
      }
      return { ...(inline(target, [...seen, ref]) as JsonObject), ...(inline(rest, seen) as JsonObject) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, seen)]));
  };
  const { definitions, ...root } = schema;
  const inlined = inline(root, []) as JsonObject;
  return kept && definitions !== undefined ? { ...inlined, definitions } : inlined;
}
