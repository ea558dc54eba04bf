import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AddButton, RemoveButton } from './templates/array-buttons.tsx';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { NoDescription, NoErrorList, NoFieldErrors, NoSubmitButton, NoTitle } from './templates/quiet-templates.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';
import { widgetWords } from '../vocabulary/registry/widgets.ts';

/**
 * The project's rjsf theme, made once at module scope: the same widget functions on every render,
 * so inputs keep their focus and state while the person types (rjsf issues #3715, #4695). The
 * widgets and fields are the words of src/renderer/vocabulary/widgets.
 */
const registered = (slot: 'widget' | 'field') =>
  Object.fromEntries(
    Object.values(widgetWords())
      .filter((word) => word.slot === slot)
      .map((word) => [word.registryKey ?? word.name, word.component]),
  );

export const WIDGETS = { ...registered('widget'), UpDownWidget: TextWidget } as RegistryWidgetsType;

export const FIELDS = registered('field') as RegistryFieldsType;

export const TEMPLATES: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate: TextWidget,
  ErrorListTemplate: NoErrorList,
  FieldErrorTemplate: NoFieldErrors,
  DescriptionFieldTemplate: NoDescription,
  TitleFieldTemplate: NoTitle,
  ButtonTemplates: { SubmitButton: NoSubmitButton, AddButton, RemoveButton },
};
