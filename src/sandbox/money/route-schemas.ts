/** Pieces of route schemas shared by the money routes (they also shape the OpenAPI document). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const errorResponses = {
  '4xx': { $ref: 'error-list.schema.json#' },
} as const;

export const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: 'Repeating a request with the same key answers the first result and moves nothing.',
    },
  },
} as const;

export const ok = (ref: string) => ({ 200: { $ref: `${ref}#` }, ...errorResponses });

export const noContent = { 204: { type: 'null', description: 'Done; no body.' }, ...errorResponses } as const;
