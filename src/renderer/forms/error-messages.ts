import type { RJSFValidationError, UiSchema } from '@rjsf/utils';

/**
 * The text key each validation rule shows when a field's uiSchema names none (spec 001 §5 names the
 * keys of the required rules; the rest are ours). `{{limit}}` is the rule's number.
 */
export const DEFAULT_MESSAGES: Record<string, string> = {
  required: 'form.errors.required',
  minLength: 'form.errors.minLength',
  maxLength: 'form.errors.maxLength',
  pattern: 'form.errors.pattern',
  format: 'form.errors.format',
  enum: 'form.errors.enum',
  type: 'form.errors.type',
  minimum: 'form.errors.minimum',
  maximum: 'form.errors.maximum',
};

const SEPARATOR = '|';

/** rjsf carries an error as a string: the key, and its values as JSON after a bar. */
export function encodeMessage(key: string, values?: Record<string, unknown>): string {
  return values && Object.keys(values).length > 0 ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

export function decodeMessage(message: string): { key: string; values: Record<string, unknown> } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message, values: {} };
  try {
    return { key: message.slice(0, at), values: JSON.parse(message.slice(at + 1)) as Record<string, unknown> };
  } catch {
    return { key: message, values: {} };
  }
}

/** The uiSchema node of a field path (".address.zipCode"; array indexes read the "items" node). */
export function uiSchemaAt(uiSchema: UiSchema | undefined, property: string | undefined): UiSchema | undefined {
  let node: UiSchema | undefined = uiSchema;
  for (const segment of (property ?? '').split('.').filter(Boolean)) {
    if (!node) return undefined;
    node = (/^\d+$/.test(segment) ? node.items : node[segment]) as UiSchema | undefined;
  }
  return node;
}

function messagesOf(node: UiSchema | undefined): Record<string, string> {
  return ((node?.['ui:options'] as { messages?: Record<string, string> } | undefined)?.messages ?? {}) as Record<string, string>;
}

/**
 * ajv's errors become text keys: the field's own (`ui:options.messages`) or the rule's default. An
 * empty text (minLength 1) is the required rule's, as a person sees it.
 */
export function transformErrors(errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as { limit?: number };
    const rule = error.name === 'minLength' && params.limit === 1 ? 'required' : (error.name ?? 'type');
    const key = messagesOf(uiSchemaAt(uiSchema, error.property))[rule] ?? DEFAULT_MESSAGES[rule] ?? 'form.errors.invalid';
    const values =
      rule === 'minLength' || rule === 'maxLength' || rule === 'minimum' || rule === 'maximum'
        ? { limit: params.limit }
        : undefined;
    return { ...error, message: encodeMessage(key, values), stack: encodeMessage(key, values) };
  });
}
