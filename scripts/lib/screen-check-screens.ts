import { enumOf, schemaAtPath, type SchemaNode } from '../../src/renderer/schema/schema-paths.ts';
import { bundleSchema, escapePointer, isObject, type JsonObject } from './schema-bundle.ts';
import {
  fileOf,
  hasKey,
  LANGUAGES,
  META_SCHEMA_FILE,
  problem,
  screenObjects,
  type Problem,
  type Project,
} from './screen-check-project.ts';
import { checkUiSchema, type KeyUse } from './screen-check-ui.ts';

interface ScreenContext {
  project: Project;
  file: string;
  problems: Problem[];
  keys: KeyUse[];
  /** Operation name to the parameters it needs (the meta-schema's operationParameters). */
  operations: Map<string, string[]>;
  /** Machine name to the events it takes (the meta-schema's machineEvents). */
  machines: Map<string, string[]>;
}

/** Parameters the grid adds to a server-paged call by itself, and its export to each file's call. */
const PAGING_PARAMS = ['pageNumber', 'pageSize', 'search'];
const EXPORT_PARAMS = ['type', 'search'];

/** The kinds a screen reference cannot name, by where it stands. */
const NOT_A_SECTION = ['page', 'site', 'box'];
const NOT_A_DIALOG = ['site', 'box'];

function list(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** What the meta-schema says of each word, as the check needs it: required parameters, machine events. */
function metaTables(project: Project): { operations: Map<string, string[]>; machines: Map<string, string[]> } {
  const meta = project.schemas.get(META_SCHEMA_FILE);
  const defs = isObject(meta) && isObject(meta.$defs) ? meta.$defs : {};
  const table = (name: string, read: (entry: JsonObject) => unknown) => {
    const node = defs[name];
    const properties = isObject(node) && isObject(node.properties) ? node.properties : {};
    return new Map(
      Object.entries(properties).map(([key, entry]) => [
        key,
        isObject(entry) && Array.isArray(read(entry)) ? (read(entry) as string[]) : [],
      ]),
    );
  };
  return {
    operations: table('operationParameters', (entry) => entry.required),
    machines: table('machineEvents', (entry) => entry.enum),
  };
}

function bundled(context: ScreenContext, schemaFile: unknown, pointer: string): SchemaNode | null {
  if (typeof schemaFile !== 'string') return null;
  if (!context.project.schemas.has(schemaFile)) {
    context.problems.push(problem(context.file, pointer, 'check.noSchemaFile', { schema: schemaFile }));
    return null;
  }
  return bundleSchema(schemaFile, context.project.schemas).schema;
}

function checkField(context: ScreenContext, root: SchemaNode | null, schemaFile: string, field: unknown, pointer: string): void {
  if (!root || typeof field !== 'string') return;
  if (schemaAtPath(root, field) === undefined)
    context.problems.push(problem(context.file, pointer, 'check.noField', { field, schema: schemaFile }));
}

function checkCondition(
  context: ScreenContext,
  condition: unknown,
  root: SchemaNode | null,
  schemaFile: string,
  pointer: string,
): void {
  if (!isObject(condition)) return;
  checkField(context, root, schemaFile, condition.field, `${pointer}/field`);
  for (const keyword of ['all', 'any'] as const) {
    list(condition[keyword]).forEach((inner, index) =>
      checkCondition(context, inner, root, schemaFile, `${pointer}/${keyword}/${index}`),
    );
  }
  if (condition.not) checkCondition(context, condition.not, root, schemaFile, `${pointer}/not`);
}

/**
 * What the meta-schema cannot see anywhere in a file: each call gets the parameters it needs, each
 * screen named exists (and may stand where it is named), each machine takes the event sent to it.
 */
function checkReferences(context: ScreenContext, node: unknown, pointer: string, supplied: string[] = []): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => checkReferences(context, item, `${pointer}/${index}`));
    return;
  }
  if (!isObject(node)) return;
  if (typeof node.operation === 'string' && context.operations.has(node.operation)) {
    const given = isObject(node.params) ? Object.keys(node.params) : [];
    for (const needed of context.operations.get(node.operation)!) {
      if (!given.includes(needed) && !supplied.includes(needed))
        context.problems.push(
          problem(context.file, pointer, 'check.operationParameter', { operation: node.operation, parameter: needed }),
        );
    }
  }
  if (typeof node.machine === 'string') {
    const events = context.machines.get(node.machine);
    for (const name of ['event', 'can'] as const) {
      const event = node[name];
      if (events && typeof event === 'string' && !events.includes(event))
        context.problems.push(
          problem(context.file, `${pointer}/${name}`, 'check.machineEvent', {
            machine: node.machine,
            event,
            events: events.join(', '),
          }),
        );
    }
  }
  if (node.action === 'dialog') checkReference(context, node.screen, `${pointer}/screen`, NOT_A_DIALOG);
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapePointer(key)}`;
    const paged = key === 'data' && node.paging === 'server' ? PAGING_PARAMS : key === 'export' ? EXPORT_PARAMS : [];
    if (isObject(value) && paged.length > 0 && typeof value.operation === 'string') {
      checkReferences(context, value, at, paged);
      continue;
    }
    checkReferences(context, value, at);
  }
}

function checkReference(context: ScreenContext, screen: unknown, pointer: string, refused: string[]): void {
  if (typeof screen !== 'string') return;
  const target = context.project.screens.get(screen);
  // A file that is there but not JSON has its own problem; what names it is not wrong.
  if (!context.project.screenFiles.has(screen))
    context.problems.push(problem(context.file, pointer, 'check.noScreen', { screen }));
  else if (isObject(target) && refused.includes(String(target.kind)))
    context.problems.push(problem(context.file, pointer, 'check.screenKindHere', { screen, kind: String(target.kind) }));
}

/** Columns and detail fields: the field exists, and a translated value has a text for each enum value. */
function checkDisplayed(
  context: ScreenContext,
  items: unknown,
  root: SchemaNode | null,
  schemaFile: string,
  pointer: string,
): void {
  list(items).forEach((item, index) => {
    const at = `${pointer}/${index}`;
    checkField(context, root, schemaFile, item.field, `${at}/field`);
    checkCondition(context, item.when, root, schemaFile, `${at}/when`);
    if (root && item.format === 'translate' && typeof item.prefix === 'string' && typeof item.field === 'string') {
      for (const value of enumOf(root, schemaAtPath(root, item.field)))
        context.keys.push({ pointer: `${at}/prefix`, key: `${item.prefix}${String(value)}` });
    }
  });
}

function checkActions(
  context: ScreenContext,
  actions: unknown,
  root: SchemaNode | null,
  schemaFile: string,
  pointer: string,
): void {
  list(actions).forEach((action, index) => checkCondition(context, action.when, root, schemaFile, `${pointer}/${index}/when`));
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
  list(spec.rules).forEach((rule, index) => {
    checkField(context, root, schemaFile, rule.field, `/spec/rules/${index}/field`);
    checkCondition(context, rule.when, root, schemaFile, `/spec/rules/${index}/when`);
  });
  list(spec.validations).forEach((validation, index) => {
    const at = `/spec/validations/${index}`;
    checkField(context, root, schemaFile, validation.field, `${at}/field`);
    checkField(context, root, schemaFile, validation.other, `${at}/other`);
  });
  for (const name of ['derive', 'resets'] as const)
    list(spec[name]).forEach((item, index) => checkField(context, root, schemaFile, item.field, `/spec/${name}/${index}/field`));
}

function checkGrid(context: ScreenContext, spec: JsonObject): void {
  const schemaFile = String(spec.rowSchema);
  const root = bundled(context, spec.rowSchema, '/spec/rowSchema');
  checkDisplayed(context, spec.columns, root, schemaFile, '/spec/columns');
  checkActions(context, spec.rowActions, root, schemaFile, '/spec/rowActions');
  list(spec.filters).forEach((filter, index) => {
    const at = `/spec/filters/${index}`;
    if (filter.type === 'select' && typeof filter.param !== 'string')
      context.problems.push(problem(context.file, at, 'check.filterParam'));
    if (filter.type === 'dateRange' && (typeof filter.startParam !== 'string' || typeof filter.endParam !== 'string'))
      context.problems.push(problem(context.file, at, 'check.filterDates'));
  });
}

/** The kinds whose spec names a record schema and shows its fields. */
function checkRecord(context: ScreenContext, spec: JsonObject, fields: string): void {
  const schemaFile = String(spec.schema);
  const root = bundled(context, spec.schema, '/spec/schema');
  checkDisplayed(context, spec[fields], root, schemaFile, `/spec/${fields}`);
  checkActions(context, spec.actions, root, schemaFile, '/spec/actions');
}

/** A screen named where only one kind may stand (a box route, a box's other state). */
function checkKind(context: ScreenContext, screen: unknown, pointer: string, kind: string): void {
  if (typeof screen !== 'string') return;
  const target = context.project.screens.get(screen);
  if (!context.project.screenFiles.has(screen))
    context.problems.push(problem(context.file, pointer, 'check.noScreen', { screen }));
  else if (isObject(target) && target.kind !== kind)
    context.problems.push(problem(context.file, pointer, 'check.screenNotKind', { screen, kind }));
}

/** The manifest: each route under its layout, once, showing a screen that may stand there; shortcuts and inbox that exist. */
function checkSite(context: ScreenContext, spec: JsonObject): void {
  const layouts = list(spec.layouts);
  const paths = new Set<string>();
  list(spec.routes).forEach((route, index) => {
    const at = `/spec/routes/${index}`;
    // A route stands under the layout of its name whose path starts its own (a layout at / takes any).
    const named = layouts.filter((item) => item.name === route.layout);
    const layout = named.find((item) => item.path === '/' || String(route.path).startsWith(`${String(item.path)}/`)) ?? named[0];
    if (!layout) context.problems.push(problem(context.file, `${at}/layout`, 'check.noLayout', { layout: String(route.layout) }));
    else if (layout.path !== '/' && !String(route.path).startsWith(`${String(layout.path)}/`))
      context.problems.push(
        problem(context.file, `${at}/path`, 'check.routeOutsideLayout', {
          path: String(route.path),
          layout: String(layout.path),
        }),
      );
    if (paths.has(String(route.path)))
      context.problems.push(problem(context.file, `${at}/path`, 'check.duplicateRoute', { path: String(route.path) }));
    paths.add(String(route.path));
    // The box layout shows a box, or a flow (account opening): screens a machine steps through.
    if (
      route.layout === 'box' &&
      (context.project.screens.get(String(route.screen)) as { kind?: unknown } | undefined)?.kind !== 'flow'
    )
      checkKind(context, route.screen, `${at}/screen`, 'box');
    else checkReference(context, route.screen, `${at}/screen`, ['site', 'box']);
  });
  const keys = list(spec.sidebar)
    .flatMap((entry) => [entry, ...list(entry.children)])
    .map((entry) => entry.key);
  (Array.isArray(spec.shortcuts) ? spec.shortcuts : []).forEach((key, index) => {
    if (!keys.includes(key))
      context.problems.push(problem(context.file, `/spec/shortcuts/${index}`, 'check.noSidebarEntry', { key: String(key) }));
  });
  if (isObject(spec.inbox)) checkReference(context, spec.inbox.screen, '/spec/inbox/screen', ['site', 'box']);
}

/** The text keys a file uses that a locale lacks. */
function checkKeys(project: Project, file: string, keys: KeyUse[], problems: Problem[]): void {
  const seen = new Set<string>();
  for (const use of keys) {
    const id = `${use.pointer} ${use.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const missing = LANGUAGES.filter((language) => !hasKey(project.locales[language], use.key));
    if (missing.length > 0)
      problems.push(problem(file, use.pointer, 'check.missingKey', { key: use.key, languages: missing.join(', ') }));
  }
}

/**
 * What the meta-schema cannot see: fields that exist in the schemas, calls that get their parameters,
 * screens that exist, machines that take the events, and texts (`formatKeys`: the keys the format's
 * validation met, by screen id) present in both locales.
 */
export function checkScreens(project: Project, formatKeys: ReadonlyMap<string, KeyUse[]> = new Map()): Problem[] {
  const problems: Problem[] = [];
  const tables = metaTables(project);
  for (const [id, screen] of screenObjects(project)) {
    const file = fileOf(project, id);
    const context: ScreenContext = { project, file, problems, keys: [...(formatKeys.get(id) ?? [])], ...tables };
    if (screen.id !== id) problems.push(problem(file, '/id', 'check.screenId', { id }));
    const spec = isObject(screen.spec) ? screen.spec : {};
    if (screen.kind === 'form') checkForm(context, spec);
    if (screen.kind === 'grid') checkGrid(context, spec);
    if (screen.kind === 'detail') checkRecord(context, spec, 'fields');
    if (screen.kind === 'receipt') checkRecord(context, spec, 'fields');
    if (screen.kind === 'list') checkRecord(context, spec, 'none');
    if (screen.kind === 'site') checkSite(context, spec);
    if (screen.kind === 'box')
      for (const [state, other] of Object.entries(isObject(spec.states) ? spec.states : {}))
        checkKind(context, other, `/spec/states/${escapePointer(state)}`, 'box');
    if (screen.kind === 'page')
      list(spec.sections).forEach((section, index) =>
        checkReference(context, section.screen, `/spec/sections/${index}/screen`, NOT_A_SECTION),
      );
    checkReferences(context, screen, '');
    checkKeys(project, file, context.keys, problems);
  }
  return problems;
}
