import { describe, expect, test } from 'vitest';
import { loaders, screenIds } from 'virtual:balcao-screens';
import { formBundle } from '../../../src/renderer/forms/form-bundle.ts';
import { transformErrors } from '../../../src/renderer/forms/error-messages.ts';
import type { ScreenModule } from '../../../src/renderer/screens/types.ts';

const forms = async () => {
  const modules: ScreenModule[] = await Promise.all(screenIds.map((id) => loaders[id]!()));
  return modules.filter((module) => module.screen.kind === 'form');
};

describe('validators precompiled from schemas/', () => {
  test('every form screen comes with its validator functions and a bundled schema with no reference outside it', async () => {
    const modules = await forms();
    expect(modules.length).toBeGreaterThanOrEqual(9);
    for (const module of modules) {
      expect(Object.keys(module.validateFns ?? {})).toContain(String(module.schema?.$id));
      expect(JSON.stringify(module.schema)).not.toMatch(/"\$ref":"[^#]/);
    }
  });

  test('the precompiled validator checks the data as the schema says', async () => {
    const module = await loaders['address-form']!();
    const bundle = formBundle(module);
    const { errors } = bundle.validator.validateFormData(
      { zipCode: '0131', country: 'BR' },
      bundle.schema,
      undefined,
      transformErrors,
      bundle.uiSchema,
    );
    expect(errors.map((error) => [error.property?.replace(/^\./, ''), error.message])).toEqual(
      expect.arrayContaining([
        ['zipCode', 'form.errors.zipCode'],
        ['street', 'messages.error_street'],
        ['type', 'messages.error_address_type'],
      ]),
    );
  });

  test('a form that takes blocks with ui:block gets their uiSchema', async () => {
    const module = await loaders['legal-representative-form']!();
    const ui = formBundle(module).uiSchema as Record<string, Record<string, unknown>>;
    expect(ui.address!['ui:field']).toBe('addressBlock');
    expect(ui.person!['ui:options']).toEqual({ optionalFields: ['mother', 'pep'] });
    expect(ui.person!.birth).toMatchObject({ 'ui:widget': 'date' });
  });
});
