import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

interface Operation {
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Every route Fastify serves, read from its route tree (printRoutes). A node may merge parameter
 * names ("/:branch|:accountId"); each such path comes back with every spelling it may have.
 */
function servedRoutes(app: FastifyInstance): { method: string; spellings: string[] }[] {
  const stack: string[] = [];
  const routes: { method: string; spellings: string[] }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const spellings = stack
      .join('')
      .split('/')
      .reduce<string[]>(
        (paths, part) => paths.flatMap((path) => part.split('|').map((name) => `${path}/${name.replace(/^:(.+)$/, '{$1}')}`)),
        [''],
      )
      .map((path) => path.replace(/^\/\//, '/'));
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method: method.toLowerCase(), spellings });
    }
  }
  return routes;
}

/** The document itself, and where browsers post their Content-Security-Policy violation reports. */
const UNDOCUMENTED = new Set(['GET /api/openapi.json', 'POST /api/Security/CspReport']);

/** Routes whose answers this project documents in full: authentication, accounts, statement, services, lookups, reports, controls. */
const DOCUMENTED = [
  /^\/api\/(Merchants|Authentication)\//,
  /^\/api\/Accounts\/\{id\}(\/Balance)?$/,
  /^\/api\/Accounts\/\{id\}\/(Transactions|Config|Limits|Devices)/,
  /^\/api\/Common\//,
  /^\/api\/(Reports|Consolidations)\//,
  /^\/api\/Sandbox\//,
  /^\/api\/(Cards|CardHolders|Products)(\/|$)/,
];

describe.each(backendsOf(import.meta.url))('the OpenAPI document on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let doc: OpenApi;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    const answer = await apiClient(sandbox.url).call<OpenApi>('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });
  afterAll(() => sandbox.close());

  test('it is an OpenAPI 3.0 document with paths and named component schemas', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const name of Object.keys(doc.components.schemas)) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('def-'))).toEqual([]);
  });

  test('every schema of schemas/ is a component named after its title', () => {
    const titles = readdirSync('schemas')
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => (JSON.parse(readFileSync(`schemas/${name}`, 'utf8')) as { title: string }).title);
    for (const title of titles) expect(doc.components.schemas, title).toHaveProperty(title);
  });

  test('every reference points to a component that exists', () => {
    const references = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(50);
    for (const reference of new Set(references)) {
      expect(reference).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, reference).toHaveProperty(reference.replace('#/components/schemas/', ''));
    }
  });

  test('every route the sandbox serves under /api and /hub is in the document', () => {
    const served = servedRoutes(sandbox.app).filter((route) => route.spellings.some((path) => /^\/(api|hub)\//.test(path)));
    expect(served.length).toBeGreaterThan(40);
    const missing = served
      .filter((route) => !route.spellings.some((path) => UNDOCUMENTED.has(`${route.method.toUpperCase()} ${path}`)))
      .filter((route) => !route.spellings.some((path) => doc.paths[path]?.[route.method]));
    expect(missing.map((route) => `${route.method.toUpperCase()} ${route.spellings[0]}`)).toEqual([]);
  });

  test('every operation is well formed: tags, answers, and each path parameter declared', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      expect(Object.keys(operation.responses).length, where).toBeGreaterThan(0);
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect(declared.sort(), where).toEqual(inPath.sort());
      for (const parameter of operation.parameters ?? []) {
        expect(['path', 'query', 'header', 'cookie'], where).toContain(parameter.in);
        expect(parameter.schema, `${where} ${parameter.name}`).toBeDefined();
      }
    }
  });

  test('the documented routes give their answer schema and the error list for 4xx and 5xx', () => {
    const documented = operations().filter(({ path }) => DOCUMENTED.some((pattern) => pattern.test(path)));
    expect(documented.length).toBeGreaterThan(45);
    for (const { path, method, operation } of documented) {
      const where = `${method.toUpperCase()} ${path}`;
      const success = operation.responses['200'] ?? operation.responses['201'];
      expect(success?.content, where).toBeDefined();
      expect(Object.values(success!.content!)[0]!.schema, where).toBeDefined();
      expect(operation.responses['4XX']?.content?.['application/json']?.schema, where).toEqual({
        $ref: '#/components/schemas/ErrorList',
      });
    }
  });

  test('the statement documents its filters and paging, and answers the paged list', () => {
    const statement = doc.paths['/api/Accounts/{id}/Transactions']!.get!;
    expect(statement.parameters!.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual([
      'launch',
      'startDate',
      'endDate',
      'search',
      'pageNumber',
      'pageSize',
    ]);
    expect(statement.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/AccountTransactionPage',
    });
    const exported = doc.paths['/api/Accounts/{id}/Transactions/Export/{type}']!.get!;
    expect(Object.keys(exported.responses['200']!.content!)).toEqual(['text/csv', 'application/pdf', 'application/json']);
  });

  test('request bodies refer to their payload schemas', () => {
    expect(doc.paths['/api/Accounts/{id}/Limits']!.put!.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/UpdateLimitsRequest',
    });
    expect(doc.paths['/api/Accounts/{id}/Devices']!.post!.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/DeviceRegistration',
    });
  });

  test('calls need a bearer token, except those made before there is one', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/Authentication/Account/{accountId}/SignIn']!.post!.security).toEqual([]);
    expect(doc.paths['/api/Merchants/{merchantId}/Bank/Auth']!.get!.security).toEqual([]);
    expect(doc.paths['/api/Accounts/{id}/Transactions']!.get!.security).toBeUndefined();
  });
});
