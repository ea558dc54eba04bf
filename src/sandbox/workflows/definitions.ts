import { randomUUID } from 'node:crypto';
import type { WorkflowDefinition } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { checkedDefinition } from './definition.ts';

/** One stored version of a product's workflow. */
export interface DefinitionVersion {
  id: string;
  productId: string;
  version: number;
  published: boolean;
  definition: WorkflowDefinition;
  createdAt: Date;
  publishedAt: Date | null;
}

interface VersionRow {
  id: string;
  product_id: string;
  version: number;
  published: boolean;
  definition: WorkflowDefinition;
  created_at: Date;
  published_at: Date | null;
}

const COLUMNS = 'id, product_id, version, published, definition, created_at, published_at';

const toVersion = (row: VersionRow): DefinitionVersion => ({
  id: row.id,
  productId: row.product_id,
  version: row.version,
  published: row.published,
  definition: row.definition,
  createdAt: new Date(row.created_at),
  publishedAt: row.published_at ? new Date(row.published_at) : null,
});

/**
 * Saves a definition as the product's next version, unpublished (a back office's "Save"; an
 * "Import" is the same call with the exported document). Running instances keep their own version.
 */
export async function saveDefinition(tx: Sql, productId: string, value: unknown, at: Date): Promise<DefinitionVersion> {
  const definition = checkedDefinition(value);
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`workflow:${productId}`]);
  const last = await one<{ version: number }>(
    tx,
    'select max(version) as version from workflow_definitions where product_id = $1',
    [productId],
  );
  const row = await one<VersionRow>(
    tx,
    `insert into workflow_definitions (id, product_id, version, definition, created_at) values ($1, $2, $3, $4, $5)
     returning ${COLUMNS}`,
    [randomUUID(), productId, (last?.version ?? 0) + 1, JSON.stringify(definition), at],
  );
  return toVersion(row!);
}

/** Publishes a version (the newest when none is named): new instances run on it from now on. */
export async function publishDefinition(tx: Sql, productId: string, at: Date, version?: number): Promise<DefinitionVersion> {
  const target = await one<VersionRow>(
    tx,
    `select ${COLUMNS} from workflow_definitions where product_id = $1 ${version ? 'and version = $2' : ''}
      order by version desc limit 1`,
    version ? [productId, version] : [productId],
  );
  if (!target) throw Errors.workflowVersionNotFound();
  await tx.query('update workflow_definitions set published = false where product_id = $1 and published and id <> $2', [
    productId,
    target.id,
  ]);
  // The product names the version that runs (GET /api/Products/Workflows/{workflowId} draws it).
  await tx.query('update products set workflow_id = $2, updated_at = $3 where id = $1', [productId, target.id, at]);
  const row = await one<VersionRow>(
    tx,
    `update workflow_definitions set published = true, published_at = coalesce(published_at, $2) where id = $1 returning ${COLUMNS}`,
    [target.id, at],
  );
  return toVersion(row!);
}

/** The version new instances of the product run on; WF10003 when none is published. */
export async function publishedDefinition(sql: Sql, productId: string): Promise<DefinitionVersion> {
  const row = await one<VersionRow>(sql, `select ${COLUMNS} from workflow_definitions where product_id = $1 and published`, [
    productId,
  ]);
  if (!row) throw Errors.noPublishedWorkflow();
  return toVersion(row);
}

export async function definitionById(sql: Sql, id: string): Promise<DefinitionVersion> {
  const row = await one<VersionRow>(sql, `select ${COLUMNS} from workflow_definitions where id = $1`, [id]);
  if (!row) throw Errors.workflowVersionNotFound();
  return toVersion(row);
}

/** Every version of the product's workflow, newest first (a back office's version list). */
export async function definitionVersions(sql: Sql, productId: string): Promise<DefinitionVersion[]> {
  const rows = await sql.query<VersionRow>(
    `select ${COLUMNS} from workflow_definitions where product_id = $1 order by version desc`,
    [productId],
  );
  return rows.map(toVersion);
}

/** The product's newest version, published or not (what a back office edits and exports); WF10005 when it has none. */
export async function latestDefinition(sql: Sql, productId: string): Promise<DefinitionVersion> {
  const row = await one<VersionRow>(
    sql,
    `select ${COLUMNS} from workflow_definitions where product_id = $1 order by version desc limit 1`,
    [productId],
  );
  if (!row) throw Errors.workflowVersionNotFound();
  return toVersion(row);
}

/** The version that runs, else the newest: what the back office's activity list shows. */
export async function runningOrLatestDefinition(sql: Sql, productId: string): Promise<DefinitionVersion> {
  const row = await one<VersionRow>(
    sql,
    `select ${COLUMNS} from workflow_definitions where product_id = $1 order by published desc, version desc limit 1`,
    [productId],
  );
  if (!row) throw Errors.workflowVersionNotFound();
  return toVersion(row);
}
