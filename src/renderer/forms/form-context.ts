import { getUiOptions, type RJSFSchema, type Registry, type UiSchema } from '@rjsf/utils';
import type { HostServices } from '../host/screen-host.ts';
import { useErrorsShown, type FieldStateStore, type ShowErrorsMode } from './field-state.ts';
import type { RuleStore } from './rule-store.ts';
import type { FormStatusStore } from './form-status.ts';

/** rjsf's formContext of a screen form: live data and per-field state, one stable object per form. */
export interface FormContextValue {
  fieldState: FieldStateStore;
  rules: RuleStore;
  status: FormStatusStore;
  services: HostServices;
}

export function formContextOf(registry: Registry): FormContextValue | undefined {
  return registry.formContext as FormContextValue | undefined;
}

/** spec 001 §5: errors show when dirty or touched, a select's only once touched; `ui:options.showErrors` overrides. */
export function showErrorsMode(schema: RJSFSchema, uiSchema: UiSchema | undefined): ShowErrorsMode {
  const options = getUiOptions(uiSchema);
  if (options.showErrors === 'touched' || options.showErrors === 'dirtyOrTouched') return options.showErrors;
  const selectLike = Boolean(options.lookup) || Array.isArray(schema.enum) || options.widget === 'select';
  return selectLike ? 'touched' : 'dirtyOrTouched';
}

export const errorIdOf = (id: string) => `${id}__error`;
/** The field's help text (`ui:options.help`), read by screen readers after its errors. */
export const helpIdOf = (id: string) => `${id}__help`;

/** What an input says about its errors: invalid only once its errors show, described by the error list. */
export function useInputErrors(
  registry: Registry,
  id: string,
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  rawErrors: string[] | undefined,
) {
  const shown = useErrorsShown(formContextOf(registry)?.fieldState, id, showErrorsMode(schema, uiSchema));
  const invalid = shown && (rawErrors?.length ?? 0) > 0;
  const described = typeof getUiOptions(uiSchema).help === 'string' ? `${errorIdOf(id)} ${helpIdOf(id)}` : errorIdOf(id);
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': described } as const;
}
