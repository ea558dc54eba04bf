/**
 * Bundles a schema of schemas/ with every file it refers to into one draft-07 schema whose `$ref`s
 * all point inside it (`#/definitions/address`), which is what react-jsonschema-form resolves and
 * what the precompiled validators are built from.
 */

export type JsonObject = { [key: string]: unknown };

/** A problem found in a schema file: where (a JSON pointer) and what, as a text key of check.* and its values. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  key: string;
  values: Record<string, string | number>;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The definition name a file is bundled under: address.schema.json is `address`. */
export function definitionName(file: string): string {
  return file.replace(/\.schema\.json$/, '');
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a JSON pointer (`/properties/street`), or undefined. */
export function atPointer(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  let node: unknown = root;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

interface RefTarget {
  file: string;
  fragment: string;
}

function parseRef(ref: string, currentFile: string): RefTarget {
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  return { file: filePart === '' ? currentFile : filePart.replace(/^\.\//, ''), fragment };
}

/** Bundles `rootFile`; `schemas` maps file names to their parsed content. */
export function bundleSchema(
  rootFile: string,
  schemas: ReadonlyMap<string, unknown>,
): { schema: JsonObject; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  const definitions: JsonObject = {};
  const included = new Set<string>([rootFile]);

  const pointerIn = (file: string, fragment: string) =>
    file === rootFile ? `#${fragment}` : `#/definitions/${escapePointer(definitionName(file))}${fragment}`;

  const include = (file: string) => {
    if (included.has(file)) return;
    included.add(file);
    const source = schemas.get(file);
    const { $id: _id, $schema: _schema, ...body } = isObject(source) ? source : {};
    definitions[definitionName(file)] = rewrite(body, file, '');
  };

  const rewrite = (node: unknown, file: string, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => rewrite(item, file, `${pointer}/${index}`));
    if (!isObject(node)) return node;
    const copy: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      const childPointer = `${pointer}/${escapePointer(key)}`;
      if (key === '$ref' && typeof value === 'string') {
        const target = parseRef(value, file);
        if (!schemas.has(target.file)) {
          problems.push({
            file,
            pointer: childPointer,
            key: 'check.refFile',
            values: { ref: value, file: target.file },
          });
          copy[key] = value;
          continue;
        }
        if (atPointer(schemas.get(target.file), target.fragment) === undefined) {
          problems.push({
            file,
            pointer: childPointer,
            key: 'check.refTarget',
            values: { ref: value, file: target.file, fragment: target.fragment },
          });
        }
        include(target.file);
        copy[key] = pointerIn(target.file, target.fragment);
      } else {
        copy[key] = rewrite(value, file, childPointer);
      }
    }
    return copy;
  };

  const root = schemas.get(rootFile);
  if (!isObject(root)) return { schema: {}, problems: [{ file: rootFile, pointer: '', key: 'check.notSchema', values: {} }] };
  const schema = rewrite(root, rootFile, '') as JsonObject;
  if (Object.keys(definitions).length > 0) {
    const own = isObject(schema.definitions) ? schema.definitions : {};
    schema.definitions = { ...own, ...definitions };
  }
  return { schema, problems };
}
