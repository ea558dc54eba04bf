import { FIELDS, LOOKUPS, MASKS, SHOW_ERRORS, UI_OPTIONS, WIDGETS } from '../../src/renderer/catalog.ts';
import { deref, enumOf, propertiesOf, type SchemaNode } from '../../src/renderer/schema/schema-paths.ts';
import { escapePointer, isObject } from './schema-bundle.ts';
import type { Problem } from './screen-check-project.ts';

/** A text key found in a screen file, where it was found. */
export interface KeyUse {
  pointer: string;
  key: string;
}

export interface UiContext {
  file: string;
  /** Screen ids to their files, for `ui:block`. */
  screens: ReadonlyMap<string, unknown>;
  schemaFile: string;
  root: SchemaNode;
  problems: Problem[];
  keys: KeyUse[];
}

const TEXT_KEYWORDS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);
const OTHER_KEYWORDS = new Set([
  'ui:widget',
  'ui:field',
  'ui:options',
  'ui:order',
  'ui:enumNames',
  'ui:autofocus',
  'ui:disabled',
  'ui:readonly',
  'ui:classNames',
  'ui:emptyValue',
  'ui:label',
  'ui:submitButtonOptions',
  'ui:block',
]);
const TEXT_OPTIONS = new Set([
  'title',
  'description',
  'placeholder',
  'help',
  'emptyOption',
  'addLabel',
  'itemLabel',
  'removeLabel',
]);

function oneOf(list: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && list.includes(value);
}

function checkOptions(options: unknown, node: SchemaNode | undefined, pointer: string, context: UiContext): void {
  const { file, problems, keys, root } = context;
  if (!isObject(options)) {
    problems.push({ file, pointer, message: '"ui:options" must be an object' });
    return;
  }
  for (const [name, value] of Object.entries(options)) {
    const at = `${pointer}/${escapePointer(name)}`;
    if (!oneOf(UI_OPTIONS, name))
      problems.push({ file, pointer: at, message: `unknown option "${name}"; the options are ${UI_OPTIONS.join(', ')}` });
    else if (name === 'mask' && !oneOf(MASKS, value))
      problems.push({ file, pointer: at, message: `unknown mask "${String(value)}"; the masks are ${MASKS.join(', ')}` });
    else if (name === 'lookup' && !oneOf(LOOKUPS, value))
      problems.push({
        file,
        pointer: at,
        message: `unknown lookup list "${String(value)}"; the lists are ${LOOKUPS.join(', ')}`,
      });
    else if (name === 'showErrors' && !oneOf(SHOW_ERRORS, value))
      problems.push({ file, pointer: at, message: `showErrors must be ${SHOW_ERRORS.join(' or ')}` });
    else if (name === 'messages' && isObject(value)) {
      for (const [rule, key] of Object.entries(value)) keys.push({ pointer: `${at}/${escapePointer(rule)}`, key: String(key) });
    } else if (TEXT_OPTIONS.has(name)) keys.push({ pointer: at, key: String(value) });
    else if (name === 'options') {
      for (const [index, option] of (Array.isArray(value) ? value : []).entries()) {
        if (!isObject(option) || typeof option.value !== 'string' || typeof option.label !== 'string')
          problems.push({ file, pointer: `${at}/${index}`, message: 'an option needs a "value" and a "label" (a text key)' });
        else keys.push({ pointer: `${at}/${index}/label`, key: option.label });
      }
    } else if (name === 'enumPrefix') {
      for (const item of enumOf(root, node)) keys.push({ pointer: at, key: `${String(value)}${String(item)}` });
    } else if (name === 'optionalFields') {
      const properties = propertiesOf(root, node);
      for (const [index, field] of (Array.isArray(value) ? value : []).entries()) {
        if (properties && !(String(field) in properties)) {
          problems.push({
            file,
            pointer: `${at}/${index}`,
            message: `names the field "${String(field)}", which ${context.schemaFile} does not have there`,
          });
        }
      }
    }
  }
}

/**
 * A uiSchema against its schema: every field it names exists, every widget, field, mask and lookup
 * list is one the renderer has, and every text it shows is a key (collected for the locale check).
 */
export function checkUiSchema(ui: unknown, schemaNode: unknown, pointer: string, context: UiContext): void {
  const { file, problems, keys, root } = context;
  if (!isObject(ui)) {
    problems.push({ file, pointer, message: 'must be an object' });
    return;
  }
  const node = deref(root, schemaNode);
  const properties = propertiesOf(root, node);
  for (const [name, value] of Object.entries(ui)) {
    const at = `${pointer}/${escapePointer(name)}`;
    if (TEXT_KEYWORDS.has(name)) keys.push({ pointer: at, key: String(value) });
    else if (name === 'ui:enumNames' && Array.isArray(value))
      value.forEach((key, index) => keys.push({ pointer: `${at}/${index}`, key: String(key) }));
    else if (name === 'ui:widget' && !oneOf(WIDGETS, value))
      problems.push({ file, pointer: at, message: `unknown widget "${String(value)}"; the widgets are ${WIDGETS.join(', ')}` });
    else if (name === 'ui:block') {
      const block = context.screens.get(String(value));
      if (!isObject(block) || block.kind !== 'form')
        problems.push({
          file,
          pointer: at,
          message: `"ui:block" names "${String(value)}", which is not a form screen of screens/`,
        });
    } else if (name === 'ui:field' && !oneOf(FIELDS, value))
      problems.push({ file, pointer: at, message: `unknown field "${String(value)}"; the fields are ${FIELDS.join(', ')}` });
    else if (name === 'ui:options') checkOptions(value, node, at, context);
    else if (name === 'ui:order' && Array.isArray(value) && properties) {
      value.forEach((field, index) => {
        if (field !== '*' && !(String(field) in properties))
          problems.push({
            file,
            pointer: `${at}/${index}`,
            message: `orders the field "${String(field)}", which ${context.schemaFile} does not have`,
          });
      });
    } else if (name.startsWith('ui:')) {
      if (!OTHER_KEYWORDS.has(name)) problems.push({ file, pointer: at, message: `unknown uiSchema keyword "${name}"` });
    } else if (name === 'items' && node?.type === 'array') {
      checkUiSchema(value, node.items, at, context);
    } else if (properties && !(name in properties)) {
      problems.push({ file, pointer: at, message: `names the field "${name}", which ${context.schemaFile} does not have` });
    } else if (properties) {
      checkUiSchema(value, properties[name], at, context);
    }
  }
}
