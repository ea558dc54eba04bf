import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Every shape in schemas/, as the site and the generated types see it; routes `$ref` them by file name. */
export function loadSchemas(): { $id: string }[] {
  return readdirSync(SCHEMAS_DIR)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(SCHEMAS_DIR + name, 'utf8')) as { $id: string });
}

export function addSchemas(app: FastifyInstance): void {
  for (const schema of loadSchemas()) app.addSchema(schema);
}
