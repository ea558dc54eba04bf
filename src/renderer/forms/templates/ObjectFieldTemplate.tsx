import { useTranslation } from '../../../i18n/use-translation.ts';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { formContextOf } from '../form-context.ts';
import { useBlockValid } from '../form-status.ts';

/**
 * An object: the form itself, or a block inside it (a fieldset with its title as legend). A block's
 * `ui:options.optionalFields` lists the optional fields the host form shows (spec 001 §3: natural
 * person's optional fields appear only where the host form defines them); required ones always show.
 * A row of a list is a group already (ArrayFieldItemTemplate): it shows its fields alone.
 */
export function ObjectFieldTemplate({ title, properties, uiSchema, schema, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const blockName = fieldPathId.path.length === 1 ? String(fieldPathId.path[0]) : '';
  const valid = useBlockValid(formContextOf(registry)?.status, blockName);
  const options = getUiOptions(uiSchema);
  const optional = Array.isArray(options.optionalFields) ? (options.optionalFields as string[]) : null;
  const required = new Set(schema.required ?? []);
  const shown = properties.filter((property) => !optional || required.has(property.name) || optional.includes(property.name));
  const body = <div className="form-grid">{shown.map((property) => property.content)}</div>;
  const row = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  if (fieldPathId.path.length === 0 || row) return body;
  return (
    <fieldset className="form-block" id={fieldPathId.$id} data-valid={valid === undefined ? undefined : String(valid)}>
      {title && <legend>{t(title)}</legend>}
      {body}
    </fieldset>
  );
}
