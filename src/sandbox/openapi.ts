import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { BACK_OFFICE_TAG } from './routes/back-office.ts';

/**
 * The OpenAPI 3.1 document at GET /api/openapi.json, built from the routes' own schemas (their
 * JSON Schema is OpenAPI 3.1's dialect). Every operation gets an operationId, its tag, the error
 * list for 4xx and 5xx, and its security; components are the schemas of schemas/ the operations
 * use, named after their titles. tests/integration/openapi.test.ts validates it, lints it and
 * generates a TypeScript client from it.
 */

/** Tags by path (lower case), first match wins; other paths are tagged by their first segment. */
const TAGS: [RegExp, string, string][] = [
  [/^\/api\/(merchants|authentication)\//, 'Authentication', 'Bank token, sign-in, tokens, password, two-factor and tickets'],
  [/^\/api\/accounts\/[^/]+\/transactions/, 'Statement', 'The statement and its exports'],
  [/^\/api\/accounts\/[^/]+\/(config|limits|devices)$/, 'Account services', 'Feature flags, limits and push devices'],
  [/^\/api\/accounts\/([^/]+\/)?(messages|token)/, 'Messages', 'The inbox and one-time approval tokens'],
  [
    /^\/api\/accounts\/([^/]+\/)?(credentials|webhooks|files)/,
    'Company services',
    'API credentials, webhooks and their deliveries, partner files (CNAB 240)',
  ],
  [/^\/api\/accounts\/([^/]+\/)?pix/, 'PIX keys', "The account's PIX keys"],
  [/^\/api\/accounts\/[^/]+\/acquirers\//, 'Acquiring', 'Card sales and their receivables schedule'],
  [/^\/api\/accounts\/[^/]+\/referrals/, 'Referrals', 'The invitation link and who opened an account with it'],
  [/^\/api\/accounts/, 'Accounts', 'The account and its balance'],
  [/^\/api\/common\//, 'Common', 'Lookups: lists, people, STR participants, terms of use'],
  [/^\/api\/(reports|consolidations)\//, 'Reports', 'Charge quantities and consolidations'],
  [
    /^\/api\/transactions\/(transfers|payments|billings|receives|pix)/,
    'Transactions',
    'Transfers, payments, charges, receives and PIX',
  ],
  [/^\/api\/(cards|cardholders)(\/|$)/, 'Cards', 'Card holders, cards, invoices and purchases'],
  [/^\/api\/products\//, 'Products', "The products' AutoComplete and workflow viewer"],
  [/^\/api\/sandbox\//, 'Sandbox controls', 'The clock and reset, in demo and test mode only'],
  [/^\/hub\//, 'Notification hub', 'Account events over SignalR'],
];

/** Calls made before there is a token, or with credentials in the body. */
const PUBLIC_ROUTES = [
  /^\/api\/merchants\/[^/]+\/bank\/auth$/,
  /^\/api\/authentication\/account\/[^/]+\/signin$/,
  /^\/api\/authentication\/(token|refreshtoken)$/,
  /^\/api\/common\/termsofuse\/document$/,
  /^\/api\/sandbox\//,
];

/** Addresses the browser opens by itself: the token in the header, or a single-use file ticket in the query. */
const FILE_ROUTES = [
  /\/billings\/[^/]+\/(qrcode|pix)\/[^/]+\/[^/]+$/,
  /\/billings\/[^/]+\/bankslip\/pdf$/,
  /\/user\/a2f\/[^/]+\/[^/]+$/,
];

const ERROR_LIST = { $ref: 'error-list.schema.json#' } as const;

/** getAccountsByIdBalance for GET /api/Accounts/{id}/Balance: the method, then the path without /api. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => segment.replace(/^:(.+)$/, 'By-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function securityOf(path: string, websocket: boolean): Record<string, string[]>[] {
  if (PUBLIC_ROUTES.some((pattern) => pattern.test(path))) return [];
  if (websocket) return [{ bearer: [] }, { hubTicket: [] }];
  if (FILE_ROUTES.some((pattern) => pattern.test(path))) return [{ bearer: [] }, { fileTicket: [] }];
  return [{ bearer: [] }];
}

type Document = { paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

/** The document with only the component schemas its operations reach (schemas/ also holds the site's form shapes). */
function withUsedComponents<T extends Document>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      if (!used.has(name!)) {
        used.add(name!);
        visit(schemas[name!]);
      }
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Balcão sandbox bank API',
        version: '1',
        description:
          'The calls of the specification (spec 000 §7) as the sandbox bank serves them. Every answer that is not 2xx ' +
          'is an ErrorList (docs/errors.md). JSON bodies are validated strictly; query strings, path parameters and ' +
          'form bodies are text read as the types asked for. No address takes the access token: files and images ' +
          'take a single-use ticket (POST /api/Authentication/Tickets).',
      },
      servers: [{ url: '/', description: 'The sandbox itself, on the same origin as the site' }],
      tags: [
        ...TAGS.map(([, name, description]) => ({ name, description })),
        {
          name: BACK_OFFICE_TAG,
          description: 'Calls for bank operators only (role BANK_OPERATOR): accounts, products, tariffs and workflows',
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a session.' },
          fileTicket: {
            type: 'apiKey',
            in: 'query',
            name: 'ticket',
            description: "A single-use, 60-second ticket of purpose 'file', for an address the browser opens by itself.",
          },
          hubTicket: {
            type: 'apiKey',
            in: 'query',
            name: 'access_token',
            description:
              "A single-use, 60-second ticket of purpose 'hub', where the SignalR browser client puts it; never the access token.",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    // Shared schemas (schemas/, added by file name) become components named after their title.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.title === 'string' ? json.title : `def-${index}`),
    },
    transform: ({ schema, url, route }) => {
      const path = url.toLowerCase();
      if (!path.startsWith('/api/') && !path.startsWith('/hub/')) return { schema: { ...schema, hide: true }, url };
      const tag = TAGS.find(([pattern]) => pattern.test(path))?.[1] ?? path.split('/')[2] ?? 'api';
      const websocket = Boolean((route as { websocket?: boolean }).websocket);
      const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
      const response = (schema?.response ?? {}) as Record<string, unknown>;
      return {
        schema: {
          tags: [tag],
          operationId: operationIdOf(String(method), url),
          ...schema,
          // @fastify/websocket hides its routes; the hub's WebSocket is part of the API all the same.
          ...(websocket
            ? {
                hide: false,
                summary: 'WebSocket transport of the notification hub (SignalR JSON hub protocol)',
              }
            : {}),
          response: {
            ...(websocket ? { 101: { description: 'Switching Protocols: the connection continues as a WebSocket.' } } : {}),
            ...(path.endsWith('/negotiate') ? { 200: { description: 'The SignalR negotiate answer (version 1).' } } : {}),
            ...response,
            '4xx': response['4xx'] ?? ERROR_LIST,
            '5xx': response['5xx'] ?? ERROR_LIST,
          },
          security: securityOf(path, websocket),
        },
        url,
      };
    },
  });
  let document: Document | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => {
    document ??= withUsedComponents(app.swagger() as unknown as Document);
    return document;
  });
}
