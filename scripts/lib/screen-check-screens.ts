import { OPERATIONS } from '../../src/renderer/catalog.ts';
import { enumOf, schemaAtPath, type SchemaNode } from '../../src/renderer/schema/schema-paths.ts';
import { bundleSchema, isObject, type JsonObject } from './schema-bundle.ts';
import { hasKey, LANGUAGES, screenObjects, type Problem, type Project } from './screen-check-project.ts';
import { checkUiSchema, type KeyUse } from './screen-check-ui.ts';

interface ScreenContext {
  project: Project;
  file: string;
  problems: Problem[];
  keys: KeyUse[];
}

/** Parameters the grid adds to a server-paged call by itself. */
const PAGING_PARAMS = ['pageNumber', 'pageSize', 'search'];

function list(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function bundled(context: ScreenContext, schemaFile: unknown, pointer: string): SchemaNode | null {
  if (typeof schemaFile !== 'string') return null;
  if (!context.project.schemas.has(schemaFile)) {
    context.problems.push({ file: context.file, pointer, message: `names ${schemaFile}, which is not a file of schemas/` });
    return null;
  }
  return bundleSchema(schemaFile, context.project.schemas).schema;
}

function checkField(
  context: ScreenContext,
  root: SchemaNode | null,
  schemaFile: string,
  field: unknown,
  pointer: string,
  what: string,
): void {
  if (!root || typeof field !== 'string') return;
  if (schemaAtPath(root, field) === undefined) {
    context.problems.push({
      file: context.file,
      pointer,
      message: `${what} names the field "${field}", which ${schemaFile} does not have`,
    });
  }
}

function checkCondition(
  context: ScreenContext,
  condition: unknown,
  root: SchemaNode | null,
  schemaFile: string,
  pointer: string,
): void {
  if (!isObject(condition)) return;
  checkField(context, root, schemaFile, condition.field, `${pointer}/field`, 'the condition');
  for (const keyword of ['all', 'any'] as const) {
    list(condition[keyword]).forEach((inner, index) =>
      checkCondition(context, inner, root, schemaFile, `${pointer}/${keyword}/${index}`),
    );
  }
  if (condition.not) checkCondition(context, condition.not, root, schemaFile, `${pointer}/not`);
}

function checkOperation(
  context: ScreenContext,
  operation: unknown,
  params: unknown,
  pointer: string,
  supplied: string[] = [],
): void {
  if (typeof operation !== 'string' || !(operation in OPERATIONS)) return;
  const given = isObject(params) ? Object.keys(params) : [];
  for (const needed of OPERATIONS[operation as keyof typeof OPERATIONS].params as readonly string[]) {
    if (!given.includes(needed) && !supplied.includes(needed)) {
      context.problems.push({
        file: context.file,
        pointer,
        message: `the operation "${operation}" needs the parameter "${needed}"`,
      });
    }
  }
}

function checkSteps(context: ScreenContext, steps: unknown, pointer: string): void {
  list(steps).forEach((step, index) => {
    const at = `${pointer}/${index}`;
    for (const name of ['message', 'title', 'confirmLabel', 'cancelLabel', 'approveLabel', 'disapproveLabel'] as const) {
      if (typeof step[name] === 'string') context.keys.push({ pointer: `${at}/${name}`, key: step[name] });
    }
    if (step.action === 'api' || step.action === 'approve' || step.action === 'twoFactor')
      checkOperation(context, step.operation, step.params, at);
    if (step.action === 'dialog' && typeof step.screen === 'string' && !context.project.screens.has(step.screen)) {
      context.problems.push({
        file: context.file,
        pointer: `${at}/screen`,
        message: `opens the screen "${step.screen}", which is not a file of screens/`,
      });
    }
    // An approve step's own steps, run when the person disapproves or closes the dialog.
    for (const name of ['disapproved', 'cancelled'] as const) checkSteps(context, step[name], `${at}/${name}`);
  });
}

function checkActions(
  context: ScreenContext,
  actions: unknown,
  root: SchemaNode | null,
  schemaFile: string,
  pointer: string,
): void {
  list(actions).forEach((action, index) => {
    const at = `${pointer}/${index}`;
    if (typeof action.label === 'string') context.keys.push({ pointer: `${at}/label`, key: action.label });
    checkCondition(context, action.when, root, schemaFile, `${at}/when`);
    checkSteps(context, action.steps, `${at}/steps`);
  });
}

/** Columns and detail fields: the field exists, and a translated value has a text for each enum value. */
function checkDisplayed(
  context: ScreenContext,
  items: unknown,
  root: SchemaNode | null,
  schemaFile: string,
  pointer: string,
  what: string,
): void {
  list(items).forEach((item, index) => {
    const at = `${pointer}/${index}`;
    if (typeof item.label === 'string') context.keys.push({ pointer: `${at}/label`, key: item.label });
    checkField(context, root, schemaFile, item.field, `${at}/field`, what);
    if (root && item.format === 'translate' && typeof item.prefix === 'string' && typeof item.field === 'string') {
      for (const value of enumOf(root, schemaAtPath(root, item.field)))
        context.keys.push({ pointer: `${at}/prefix`, key: `${item.prefix}${String(value)}` });
    }
  });
}

function checkForm(context: ScreenContext, spec: JsonObject): void {
  const schemaFile = String(spec.schema);
  const root = bundled(context, spec.schema, '/spec/schema');
  if (root && spec.uiSchema !== undefined) {
    // Blocks are checked where they are declared; here only what this file writes, with the blocks it takes.
    const ui = {
      file: context.file,
      screens: context.project.screens,
      schemaFile,
      root,
      problems: context.problems,
      keys: context.keys,
    };
    checkUiSchema(spec.uiSchema, root, '/spec/uiSchema', ui);
  }
  if (isObject(spec.data)) checkOperation(context, spec.data.operation, spec.data.params, '/spec/data');
  if (isObject(spec.submit)) {
    const submit = spec.submit;
    if (typeof submit.label === 'string') context.keys.push({ pointer: '/spec/submit/label', key: submit.label });
    checkOperation(context, submit.operation, submit.params, '/spec/submit');
    checkSteps(context, submit.after, '/spec/submit/after');
  }
  if (isObject(spec.cancel) && typeof spec.cancel.label === 'string')
    context.keys.push({ pointer: '/spec/cancel/label', key: spec.cancel.label });
  list(spec.rules).forEach((rule, index) => {
    checkField(context, root, schemaFile, rule.field, `/spec/rules/${index}/field`, 'the rule');
    checkCondition(context, rule.when, root, schemaFile, `/spec/rules/${index}/when`);
  });
  list(spec.validations).forEach((validation, index) => {
    const at = `/spec/validations/${index}`;
    checkField(context, root, schemaFile, validation.field, `${at}/field`, 'the validation');
    checkField(context, root, schemaFile, validation.other, `${at}/other`, 'the validation');
    if (typeof validation.message === 'string') context.keys.push({ pointer: `${at}/message`, key: validation.message });
  });
}

function checkGrid(context: ScreenContext, spec: JsonObject): void {
  const schemaFile = String(spec.rowSchema);
  const root = bundled(context, spec.rowSchema, '/spec/rowSchema');
  if (isObject(spec.data))
    checkOperation(context, spec.data.operation, spec.data.params, '/spec/data', spec.paging === 'server' ? PAGING_PARAMS : []);
  checkDisplayed(context, spec.columns, root, schemaFile, '/spec/columns', 'the column');
  checkActions(context, spec.rowActions, root, schemaFile, '/spec/rowActions');
  checkActions(context, spec.actions, null, schemaFile, '/spec/actions');
  list(spec.filters).forEach((filter, index) => {
    const at = `/spec/filters/${index}`;
    for (const name of ['label', 'placeholder'] as const)
      if (typeof filter[name] === 'string') context.keys.push({ pointer: `${at}/${name}`, key: filter[name] });
    list(filter.options).forEach((option, optionIndex) =>
      context.keys.push({ pointer: `${at}/options/${optionIndex}/label`, key: String(option.label) }),
    );
    if (filter.type === 'select' && typeof filter.param !== 'string')
      context.problems.push({ file: context.file, pointer: at, message: 'a select filter needs "param"' });
    if (filter.type === 'dateRange' && (typeof filter.startParam !== 'string' || typeof filter.endParam !== 'string')) {
      context.problems.push({
        file: context.file,
        pointer: at,
        message: 'a date range filter needs "startParam" and "endParam"',
      });
    }
  });
  if (isObject(spec.export)) {
    checkOperation(context, spec.export.operation, spec.export.params, '/spec/export', ['type', 'search']);
    if (typeof spec.export.label === 'string') context.keys.push({ pointer: '/spec/export/label', key: spec.export.label });
  }
  if (typeof spec.emptyText === 'string') context.keys.push({ pointer: '/spec/emptyText', key: spec.emptyText });
}

function checkDetail(context: ScreenContext, spec: JsonObject): void {
  const schemaFile = String(spec.schema);
  const root = bundled(context, spec.schema, '/spec/schema');
  if (isObject(spec.data)) checkOperation(context, spec.data.operation, spec.data.params, '/spec/data');
  checkDisplayed(context, spec.fields, root, schemaFile, '/spec/fields', 'the detail field');
  checkActions(context, spec.actions, root, schemaFile, '/spec/actions');
}

function checkReceipt(context: ScreenContext, spec: JsonObject): void {
  const schemaFile = String(spec.schema);
  const root = bundled(context, spec.schema, '/spec/schema');
  checkActions(context, spec.actions, root, schemaFile, '/spec/actions');
}

function checkReference(context: ScreenContext, screen: unknown, pointer: string, refused: string[]): void {
  if (typeof screen !== 'string') return;
  const target = context.project.screens.get(screen);
  if (target === undefined)
    context.problems.push({
      file: context.file,
      pointer,
      message: `names the screen "${screen}", which is not a file of screens/`,
    });
  else if (isObject(target) && refused.includes(String(target.kind)))
    context.problems.push({
      file: context.file,
      pointer,
      message: `the screen "${screen}" is a ${String(target.kind)}, which cannot go here`,
    });
}

/** What the meta-schema cannot see: fields that exist, calls that get their parameters, screens and texts that exist. */
export function checkScreens(project: Project): Problem[] {
  const problems: Problem[] = [];
  for (const [id, screen] of screenObjects(project)) {
    const context: ScreenContext = { project, file: `screens/${id}.json`, problems, keys: [] };
    if (screen.id !== id)
      problems.push({ file: context.file, pointer: '/id', message: `"id" must be "${id}", the file's own name` });
    if (typeof screen.title === 'string') context.keys.push({ pointer: '/title', key: screen.title });
    const spec = isObject(screen.spec) ? screen.spec : {};
    if (screen.kind === 'form') checkForm(context, spec);
    if (screen.kind === 'grid') checkGrid(context, spec);
    if (screen.kind === 'detail') checkDetail(context, spec);
    if (screen.kind === 'receipt') checkReceipt(context, spec);
    if (screen.kind === 'modal') {
      checkReference(context, spec.screen, '/spec/screen', ['modal']);
      if (typeof spec.hint === 'string') context.keys.push({ pointer: '/spec/hint', key: spec.hint });
    }
    if (screen.kind === 'page')
      list(spec.sections).forEach((section, index) =>
        checkReference(context, section.screen, `/spec/sections/${index}/screen`, ['modal', 'page']),
      );
    for (const use of context.keys) {
      const missing = LANGUAGES.filter((language) => !hasKey(project.locales[language], use.key));
      if (missing.length > 0)
        problems.push({
          file: context.file,
          pointer: use.pointer,
          message: `the text key "${use.key}" is missing in ${missing.join(' and ')}`,
        });
    }
  }
  return problems;
}

/** Every text key the screen files use (for the locale test). */
export function screenKeys(project: Project): string[] {
  const keys = new Set<string>();
  const scratch: Project = { ...project, locales: { 'pt-BR': new Set(), en: new Set() } };
  for (const problem of checkScreens(scratch)) {
    const match = /^the text key "(.+)" is missing/.exec(problem.message);
    if (match) keys.add(match[1]!);
  }
  return [...keys].sort();
}
