import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError, Errors, type ErrorItem } from './errors.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** What HTTP itself refuses, by status, each with its code of the catalogue (docs/errors.md "Requests"). */
const REFUSALS: Record<number, () => ApiError> = {
  400: Errors.malformedRequest,
  404: Errors.notFound,
  405: Errors.methodNotAllowed,
  408: Errors.requestTimeout,
  413: Errors.bodyTooLarge,
  414: Errors.uriTooLong,
  415: Errors.unsupportedMediaType,
  431: Errors.headersTooLarge,
  503: Errors.unavailable,
};

/** The refusal for a status Fastify or a plugin chose; a 4xx without a code of ours is a malformed request. */
function refusalFor(status: number): ApiError {
  return (REFUSALS[status] ?? (status >= 500 ? Errors.internal : Errors.malformedRequest))();
}

const sendRefusal = (reply: FastifyReply, refusal: ApiError) => reply.status(refusal.status).send({ errors: refusal.items });

/**
 * Server options for the answers Fastify and Node write before any route runs: a path parameter
 * too long (414) or a malformed address, a request line or headers too large (431), a request
 * that is not HTTP (400), a request that does not arrive in time (408), and requests that reach
 * a closing server (503). Fastify's own bodies would repeat the path and name its internals.
 */
export function errorAnswerOptions() {
  return {
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      sendRefusal(reply, refusalFor(error.statusCode ?? 400)),
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      // A connection reset leaves nobody to answer (Node's and Fastify's default handlers do the same).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const refusal =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_HEADERS_TIMEOUT'
          ? Errors.requestTimeout()
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? Errors.headersTooLarge()
            : Errors.malformedRequest();
      const body = JSON.stringify({ errors: refusal.items });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
    // Closing is answered by the hook in registerErrorAnswers, in the error list.
    return503OnClosing: false,
  } satisfies Partial<FastifyServerOptions>;
}

/** A route's path as a pattern: `:name` one segment, `*` anything. */
function routePattern(url: string): RegExp {
  const parts = url.split(/(:[A-Za-z0-9_]+|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

/** Answers a request no route took: 405 with Allow when the path has other methods, else 404. */
export type UnroutedAnswer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Every failure leaves as the error list of spec 000 §8 with a documented code; a real fault is
 * logged and never shows its stack. Returns the answer for requests no route took.
 */
export function registerErrorAnswers(app: FastifyInstance): UnroutedAnswer {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send({ errors: error.items });
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      return reply
        .status(400)
        .send({ errors: error.validation.map((issue) => validationItem(context, issue as ValidationIssue)) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return sendRefusal(reply, refusalFor(status));
    if (status === 503) {
      request.log.warn({ err: error }, 'request not served');
      return sendRefusal(reply, Errors.unavailable());
    }
    request.log.error({ err: error }, 'request failed');
    return sendRefusal(reply, Errors.internal());
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // preParsing, after every onRequest hook: @fastify/websocket marks an upgrade there, and only a
  // marked upgrade has its socket closed once it is answered with a refusal.
  app.addHook('preParsing', async (_request, _reply, payload) => {
    if (closing) throw Errors.unavailable();
    return payload;
  });

  const routes: { pattern: RegExp; catchAll: boolean; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    routes.push({ pattern: routePattern(route.url), catchAll: route.url === '/*', methods });
  });

  return (request, reply) => {
    const path = request.url.split('?')[0]!;
    const api = /^\/(api|hub)\//i.test(path);
    const allowed = new Set(
      routes.filter((route) => !(api && route.catchAll) && route.pattern.test(path)).flatMap((route) => route.methods),
    );
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0 || allowed.has(request.method)) return sendRefusal(reply, Errors.notFound());
    return sendRefusal(reply.header('Allow', [...allowed].sort().join(', ')), Errors.methodNotAllowed());
  };
}

const FIELD_MESSAGES: Record<string, (params: Record<string, unknown>) => string> = {
  required: () => 'é obrigatório.',
  maxLength: (p) => `deve ter no máximo ${String(p.limit)} caracteres.`,
  minLength: (p) => `deve ter ao menos ${String(p.limit)} caracteres.`,
  maximum: (p) => `deve ser no máximo ${String(p.limit)}.`,
  minimum: (p) => `deve ser no mínimo ${String(p.limit)}.`,
  exclusiveMaximum: (p) => `deve ser menor que ${String(p.limit)}.`,
  exclusiveMinimum: (p) => `deve ser maior que ${String(p.limit)}.`,
  multipleOf: (p) =>
    p.multipleOf === 0.01 ? 'deve ter no máximo duas casas decimais.' : `deve ser múltiplo de ${String(p.multipleOf)}.`,
  maxItems: (p) => `deve ter no máximo ${String(p.limit)} itens.`,
  minItems: (p) => `deve ter ao menos ${String(p.limit)} itens.`,
  enum: (p) => `deve ser um destes valores: ${(p.allowedValues as unknown[]).join(', ')}.`,
  type: (p) => `deve ser do tipo ${TYPE_NAMES[String(p.type)] ?? String(p.type)}.`,
  format: () => 'está em um formato inválido.',
  pattern: () => 'está em um formato inválido.',
  additionalProperties: () => 'tem uma propriedade não prevista.',
  controlCharacter: () => 'contém caracteres de controle, que não são aceitos.',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'número inteiro',
  boolean: 'booleano (true ou false)',
  object: 'objeto',
  array: 'lista',
};

/** A segment of a field's path as the schema names it; a name the request made up is not repeated. */
const namedSegment = (segment: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(segment) ? segment : '…');

function validationItem(context: string, issue: ValidationIssue): ErrorItem {
  const segments = issue.instancePath.split('/').filter(Boolean).map(namedSegment);
  // A missing property is named by the schema; an unknown one by the request, so it is not echoed.
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') segments.push(namedSegment(missing));
  const field = segments.join('.') || context;
  const describe = FIELD_MESSAGES[issue.keyword] ?? (() => 'é inválido.');
  return { message: `O campo '${field}' ${describe(issue.params)}`, errorCode: 'RQ10001' };
}
