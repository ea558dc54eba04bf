import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, Errors, type ErrorItem } from './errors.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Every failure leaves as the error list of spec 000 §8; a real fault is logged and never shows its stack. */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send({ errors: error.items });
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      return reply
        .status(400)
        .send({ errors: error.validation.map((issue) => validationItem(context, issue as ValidationIssue)) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ errors: [{ message: Errors.invalidRequest().message, errorCode: error.code ?? 'RQ10001' }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ errors: Errors.internal().items });
  });
}

const FIELD_MESSAGES: Record<string, (params: Record<string, unknown>) => string> = {
  required: () => 'é obrigatório.',
  maxLength: (p) => `deve ter no máximo ${String(p.limit)} caracteres.`,
  minLength: (p) => `deve ter ao menos ${String(p.limit)} caracteres.`,
  maximum: (p) => `deve ser no máximo ${String(p.limit)}.`,
  minimum: (p) => `deve ser no mínimo ${String(p.limit)}.`,
  exclusiveMaximum: (p) => `deve ser menor que ${String(p.limit)}.`,
  exclusiveMinimum: (p) => `deve ser maior que ${String(p.limit)}.`,
  multipleOf: (p) => (p.multipleOf === 0.01 ? 'deve ter no máximo duas casas decimais.' : `deve ser múltiplo de ${String(p.multipleOf)}.`),
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
