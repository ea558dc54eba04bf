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
  enum: (p) => `deve ser um destes valores: ${(p.allowedValues as unknown[]).join(', ')}.`,
  type: () => 'tem um tipo inválido.',
  format: () => 'está em um formato inválido.',
  pattern: () => 'está em um formato inválido.',
  additionalProperties: () => 'não é aceito.',
};

function validationItem(context: string, issue: ValidationIssue): ErrorItem {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  const field = [path, typeof missing === 'string' ? missing : ''].filter(Boolean).join('.') || context;
  const describe = FIELD_MESSAGES[issue.keyword] ?? (() => 'é inválido.');
  return { message: `O campo '${field}' ${describe(issue.params)}`, errorCode: 'RQ10001' };
}
