import { useCallback, useSyncExternalStore } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { deref, type SchemaNode } from '../schema/schema-paths.ts';
import { decodeMessage, transformErrors } from './error-messages.ts';
import type { FormBundle } from './form-bundle.ts';

export interface FieldError {
  /** The field's path (address.zipCode). */
  field: string;
  /** The text key of the message. */
  key: string;
}

export interface BlockStatus {
  valid: boolean;
  errors: FieldError[];
}

/** What a form reports up: valid or not, its errors, and each block's own (spec 001 §5: each subform reports up). */
export interface FormStatus extends BlockStatus {
  blocks: Record<string, BlockStatus>;
}

/** The form's blocks: its properties that are objects (a person, a phone, an address…). */
export function blockNames(schema: RJSFSchema): string[] {
  const root = schema as SchemaNode;
  const properties = (deref(root, root)?.properties ?? {}) as Record<string, unknown>;
  return Object.keys(properties).filter((name) => deref(root, properties[name])?.type === 'object');
}

export function formStatus(bundle: FormBundle, blocks: readonly string[], data: unknown): FormStatus {
  const { errors } = bundle.validator.validateFormData(
    data,
    bundle.schema,
    bundle.customValidate,
    transformErrors,
    bundle.uiSchema,
  );
  const list = errors.map((error) => ({
    field: (error.property ?? '').replace(/^\./, ''),
    key: decodeMessage(error.message ?? '').key,
  }));
  const byBlock = Object.fromEntries(
    blocks.map((name) => {
      const own = list.filter((error) => error.field === name || error.field.startsWith(`${name}.`));
      return [name, { valid: own.length === 0, errors: own }];
    }),
  );
  return { valid: list.length === 0, errors: list, blocks: byBlock };
}

export function sameStatus(a: FormStatus, b: FormStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The latest status, for the blocks' fieldsets to show as valid or not without re-rendering the form. */
export class FormStatusStore {
  private status: FormStatus = { valid: true, errors: [], blocks: {} };
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(status: FormStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  block(name: string): boolean | undefined {
    return this.status.blocks[name]?.valid;
  }
}

export function useBlockValid(store: FormStatusStore | undefined, name: string): boolean | undefined {
  const read = useCallback(() => store?.block(name), [store, name]);
  return useSyncExternalStore(store?.subscribe ?? (() => () => undefined), read, read);
}
