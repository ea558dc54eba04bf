/**
 * Reading a bundled schema (every `$ref` local, as scripts/lib/schema-bundle.ts writes it): the
 * schema of a field path, and the properties of an object through allOf, anyOf and oneOf.
 */
export type SchemaNode = { [key: string]: unknown };

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointerGet(root: SchemaNode, pointer: string): unknown {
  let node: unknown = root;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isNode(node) ? node[segment] : undefined;
  }
  return node;
}

/** The node behind a local `$ref` (followed until it is not a reference), or the node itself. */
export function deref(root: SchemaNode, node: unknown, depth = 0): SchemaNode | undefined {
  if (!isNode(node)) return undefined;
  if (typeof node.$ref === 'string' && depth < 32) return deref(root, pointerGet(root, node.$ref), depth + 1);
  return node;
}

function branches(root: SchemaNode, node: SchemaNode): SchemaNode[] {
  const parts = [node];
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[keyword];
    if (Array.isArray(list))
      for (const item of list) {
        const resolved = deref(root, item);
        if (resolved) parts.push(...branches(root, resolved));
      }
  }
  return parts;
}

/**
 * The named properties of an object schema, or null when it accepts any property (no list of
 * properties, or additionalProperties true), so a path into it cannot be checked.
 */
export function propertiesOf(root: SchemaNode, node: unknown): Record<string, unknown> | null {
  const resolved = deref(root, node);
  if (!resolved) return null;
  const properties: Record<string, unknown> = {};
  let listed = false;
  for (const part of branches(root, resolved)) {
    if (part.additionalProperties === true) return null;
    if (isNode(part.properties)) {
      listed = true;
      Object.assign(properties, part.properties);
    }
  }
  return listed ? properties : null;
}

/** The schema of a dotted field path (metadata.dueDate); undefined when the schema has no such field, null when it cannot tell. */
export function schemaAtPath(root: SchemaNode, path: string): SchemaNode | undefined | null {
  let node: SchemaNode | undefined = deref(root, root);
  for (const segment of path.split('.').filter(Boolean)) {
    if (!node) return undefined;
    const properties = propertiesOf(root, node);
    if (properties === null) return null;
    if (!(segment in properties)) return undefined;
    node = deref(root, properties[segment]);
  }
  return node;
}

/** The enum values of a field's schema, through its branches. */
export function enumOf(root: SchemaNode, node: unknown): unknown[] {
  const resolved = deref(root, node);
  if (!resolved) return [];
  return branches(root, resolved).flatMap((part) => (Array.isArray(part.enum) ? part.enum : []));
}
