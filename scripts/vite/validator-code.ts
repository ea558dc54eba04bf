import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { JsonObject } from '../lib/schema-bundle.ts';

/**
 * ajv's standalone code for a bundled form schema, as react-jsonschema-form's precompiled
 * validator wants it (one function per sub-schema it may check), turned into an ES module fragment:
 * the browser gets plain functions, no `new Function` and no schema compiler.
 */
export function validatorModuleCode(schema: JsonObject): string {
  const code = compileSchemaValidatorsCode(schema as never, {
    // Amounts are `multipleOf: 0.01`, and in floating point 4.35 / 0.01 is 434.99999999999994: the
    // quotient only has to be within 1e-4 of a whole number (up to R$ 999.999.999,99 it strays by
    // at most 2e-5). The sandbox decides on the decimal text (src/sandbox/validation.ts).
    ajvOptionsOverrides: { code: { lines: false, source: true }, multipleOfPrecision: 4 },
  });
  const imports: string[] = [];
  const modules = new Map<string, string>();
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/\bexports\[/g, '__validators[')
    .replace(/require\("([^"]+)"\)/g, (_match, module: string) => {
      if (!/^(ajv-formats\/dist\/formats|ajv\/dist\/runtime\/[a-z0-9_]+)$/.test(module)) {
        throw new Error(`the compiled validator needs ${module}, which the screen plugin does not bring in`);
      }
      let name = modules.get(module);
      if (!name) {
        name = `__runtime${modules.size}`;
        modules.set(module, name);
        imports.push(
          `import * as ${name}Module from ${JSON.stringify(module)};`,
          // CommonJS interop either way round: the named exports, or module.exports under default.
          `const ${name} = ${name}Module.default && typeof ${name}Module.default === 'object' ? { ...${name}Module, ...${name}Module.default } : ${name}Module;`,
        );
      }
      return name;
    });
  return `${imports.join('\n')}\nconst __validators = {};\n${body}\nexport const validateFns = __validators;\n`;
}
