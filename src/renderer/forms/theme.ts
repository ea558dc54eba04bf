import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AddressBlockField } from './fields/AddressBlockField.tsx';
import { AddButton, RemoveButton } from './templates/array-buttons.tsx';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { NoDescription, NoErrorList, NoFieldErrors, NoSubmitButton, NoTitle } from './templates/quiet-templates.tsx';
import { BrCodeWidget } from './widgets/BrCodeWidget.tsx';
import { CheckboxWidget, SwitchWidget } from './widgets/CheckboxWidget.tsx';
import { DateWidget } from './widgets/DateWidget.tsx';
import { DigitableLineWidget } from './widgets/DigitableLineWidget.tsx';
import { MaskedWidget } from './widgets/MaskedWidget.tsx';
import { PasswordWidget } from './widgets/PasswordWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { EmailWidget, HiddenWidget, TextareaWidget, TextWidget } from './widgets/TextWidget.tsx';

/**
 * The project's rjsf theme, made once at module scope: the same widget functions on every render,
 * so inputs keep their focus and state while the person types (rjsf issues #3715, #4695).
 */
export const WIDGETS: RegistryWidgetsType = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  PasswordWidget,
  SelectWidget,
  CheckboxWidget,
  DateWidget,
  HiddenWidget,
  UpDownWidget: TextWidget,
  masked: MaskedWidget,
  switch: SwitchWidget,
  brCode: BrCodeWidget,
  digitableLine: DigitableLineWidget,
};

export const FIELDS: RegistryFieldsType = { addressBlock: AddressBlockField };

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
