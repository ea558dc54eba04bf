import type { CustomValidator, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormScreen, ScreenModule } from '../screens/types.ts';
import { customValidator } from './validations.ts';

/** Everything rjsf needs for one form screen, made once per screen file (never per render: typing stays fast). */
export interface FormBundle {
  /** Changes when the screen file changes (an edit under `npm run dev`), so the form starts afresh. */
  key: number;
  screen: FormScreen;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  customValidate: CustomValidator;
}

const bundles = new WeakMap<ScreenModule, FormBundle>();
let made = 0;

export function formBundle(module: ScreenModule): FormBundle {
  let bundle = bundles.get(module);
  if (!bundle) {
    const screen = module.screen as FormScreen;
    const schema = (module.schema ?? {}) as RJSFSchema;
    made += 1;
    bundle = {
      key: made,
      screen,
      schema,
      uiSchema: screen.spec.uiSchema ?? {},
      // Precompiled at build time (scripts/vite/screens-plugin.ts): no schema compiler, no eval in the page.
      validator: createPrecompiledValidator(module.validateFns as ValidatorFunctions, schema),
      customValidate: customValidator(screen.spec.validations ?? []),
    };
    bundles.set(module, bundle);
  }
  return bundle;
}
