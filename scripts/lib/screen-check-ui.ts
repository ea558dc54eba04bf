import { deref, enumOf, propertiesOf, type SchemaNode } from '../../src/renderer/schema/schema-paths.ts';
import { escapePointer, isObject } from './schema-bundle.ts';
import { problem, type Problem } from './screen-check-project.ts';

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

function checkOptions(options: unknown, node: SchemaNode | undefined, pointer: string, context: UiContext): void {
  if (!isObject(options)) return;
  const { file, problems, keys, root } = context;
  if (typeof options.enumPrefix === 'string') {
    for (const item of enumOf(root, node))
      keys.push({ pointer: `${pointer}/enumPrefix`, key: `${options.enumPrefix}${String(item)}` });
  }
  if (Array.isArray(options.optionalFields)) {
    const properties = propertiesOf(root, node);
    options.optionalFields.forEach((field, index) => {
      if (properties && !(String(field) in properties))
        problems.push(
          problem(file, `${pointer}/optionalFields/${index}`, 'check.noFieldThere', {
            field: String(field),
            schema: context.schemaFile,
          }),
        );
    });
  }
}

/**
 * A uiSchema against its schema (the meta-schema has already checked its keywords, widgets, masks
 * and options): every field it names or orders exists, a block is a form screen, and the texts an
 * enum gives a select (enumPrefix) exist.
 */
export function checkUiSchema(ui: unknown, schemaNode: unknown, pointer: string, context: UiContext): void {
  const { file, problems, root } = context;
  if (!isObject(ui)) return;
  const node = deref(root, schemaNode);
  const properties = propertiesOf(root, node);
  for (const [name, value] of Object.entries(ui)) {
    const at = `${pointer}/${escapePointer(name)}`;
    if (name === 'ui:block') {
      const block = context.screens.get(String(value));
      if (!isObject(block) || block.kind !== 'form')
        problems.push(problem(file, at, 'check.blockNotForm', { screen: String(value) }));
    } else if (name === 'ui:options') checkOptions(value, node, at, context);
    else if (name === 'ui:order' && Array.isArray(value) && properties) {
      value.forEach((field, index) => {
        if (field !== '*' && !(String(field) in properties))
          problems.push(
            problem(file, `${at}/${index}`, 'check.orderField', { field: String(field), schema: context.schemaFile }),
          );
      });
    } else if (name.startsWith('ui:')) continue;
    else if (name === 'items' && node?.type === 'array') checkUiSchema(value, node.items, at, context);
    else if (properties && !(name in properties))
      problems.push(problem(file, at, 'check.noField', { field: name, schema: context.schemaFile }));
    else if (properties) checkUiSchema(value, properties[name], at, context);
  }
}
