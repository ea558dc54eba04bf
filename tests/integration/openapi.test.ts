import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createClient } from '@hey-api/openapi-ts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

interface Operation {
  operationId?: string;
  summary?: string;
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

  test('it is an OpenAPI 3.1 document with paths and named component schemas', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const name of Object.keys(doc.components.schemas)) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('def-'))).toEqual([]);
  });

  test('the components are the schemas of schemas/ the operations use, named after their titles', () => {
    const titles = readdirSync('schemas')
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => (JSON.parse(readFileSync(`schemas/${name}`, 'utf8')) as { title: string }).title);
    const components = Object.keys(doc.components.schemas);
    for (const name of components) expect(titles, name).toContain(name);
    for (const used of [
      'ErrorList',
      'TransferRequest',
      'ApprovalRequest',
      'CardHolderRequest',
      'UpdateLimitsRequest',
      'Balance',
    ]) {
      expect(components, used).toContain(used);
    }
    // The site's own shapes (forms, screen definitions) are not part of the API.
    for (const siteOnly of ['Screen', 'TransferForm', 'PixAmount']) expect(components, siteOnly).not.toContain(siteOnly);
  });

  test('every operation has a unique operationId, a summary, its tags, the error list for 4xx and 5xx, and its security', () => {
    const ids = new Set<string>();
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(operation.operationId!), `${where} operationId ${operation.operationId}`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.summary?.length, where).toBeGreaterThan(5);
      expect(operation.tags?.length, where).toBe(1);
      for (const status of ['4XX', '5XX']) {
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorList',
        });
      }
      expect(Array.isArray(operation.security), where).toBe(true);
    }
    expect(ids.size).toBeGreaterThan(100);
  });

  test('swagger-parser finds it a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  test("Redocly's recommended rules find no error in it", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/api/openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  });

  // Type-checking the client is a few seconds of CPU on a quiet machine; a loaded one has taken 60.
  test(
    'a TypeScript client generated from it type-checks, carries the schemas, and calls the sandbox',
    { timeout: 180_000 },
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'balcao-client-'));
      try {
        await createClient({ input: structuredClone(doc) as never, output: { path: folder }, logs: { level: 'silent' } });
        const usage = path.join(folder, 'usage.ts');
        writeFileSync(
          usage,
          [
            "import { createClient } from './client';",
            "import { getAccountsByIdBalance, postTransactionsTransfers } from './sdk.gen';",
            "import type { TransferRequest } from './types.gen';",
            'export async function balanceOf(baseUrl: string, token: string, id: string): Promise<number> {',
            '  const client = createClient({ baseUrl, auth: token });',
            '  const answer = await getAccountsByIdBalance({ client, path: { id }, throwOnError: true });',
            '  return answer.data.balance;',
            '}',
            'export async function transferAsText(baseUrl: string, token: string, accountId: string) {',
            '  const client = createClient({ baseUrl, auth: token });',
            '  // @ts-expect-error an amount is a number, not text',
            "  const body: TransferRequest = { accountId, type: 'INTERNAL', amount: '1.50' };",
            '  return postTransactionsTransfers({ client, body });',
            '}',
          ].join('\n'),
        );
        const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.ts'))
          .map((name) => path.join(folder, name));
        const program = ts.createProgram(files, {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
          types: [],
          skipLibCheck: true,
        });
        const diagnostics = ts
          .getPreEmitDiagnostics(program)
          .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        expect(diagnostics).toEqual([]);

        const generated = (await import(usage)) as {
          balanceOf(baseUrl: string, token: string, id: string): Promise<number>;
          transferAsText(baseUrl: string, token: string, accountId: string): Promise<{ response: Response; error?: unknown }>;
        };
        const maria = holderOf('maria').accountId;
        const token = (await apiClient(sandbox.url).signIn('maria')).body.access_token;
        const balance = (
          await apiClient(sandbox.url).call<{ balance: number }>('GET', `/api/Accounts/${maria}/Balance`, { token })
        ).body;
        expect(await generated.balanceOf(sandbox.url, token, maria)).toBe(balance.balance);
        const refused = await generated.transferAsText(sandbox.url, token, maria);
        expect(refused.response.status).toBe(400);
        expect(refused.error).toEqual({ errors: [expect.objectContaining({ errorCode: 'RQ10001' })] });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

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
    expect(doc.paths['/api/Accounts/{id}/Transactions']!.get!.security).toEqual([{ bearer: [] }]);
    // Addresses the browser opens by itself take a single-use ticket instead of the header, never the token.
    expect(doc.paths['/api/Transactions/Billings/{id}/QrCode/{type}/{size}']!.get!.security).toEqual([
      { bearer: [] },
      { fileTicket: [] },
    ]);
    expect(doc.paths['/hub/Notification']!.get!.security).toEqual([{ bearer: [] }, { hubTicket: [] }]);
    expect(JSON.stringify(doc.paths)).not.toContain('"name":"access_token"');
  });
});
