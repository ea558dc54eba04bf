import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { jsonErrorPosition } from './json-position.ts';
import { isObject, type JsonObject } from './schema-bundle.ts';

/**
 * One problem of the check: the file, the JSON pointer inside it, and what is wrong as a text key
 * of `check.*` (public/locales) with its values; `message` is its English sentence, for the terminal.
 * The studio shows the same key in the page's language.
 */
export interface Problem {
  file: string;
  pointer: string;
  key: string;
  values: Record<string, string | number>;
  message: string;
}

export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Everything the check reads: schemas/, screens/ and the locale files, parsed. */
export interface Project {
  root: string;
  /** File name (address.schema.json) to parsed content. */
  schemas: Map<string, unknown>;
  /** Screen id (the file name without .json) to parsed content. */
  screens: Map<string, unknown>;
  /** Screen id to its file, relative to the root (screens/cards/cards.json). */
  screenFiles: Map<string, string>;
  locales: Record<Language, Set<string>>;
  /** The English texts, for the problems' sentences. */
  english: unknown;
  problems: Problem[];
}

export const META_SCHEMA_FILE = 'screen.schema.json';

/** A problem whose sentence is filled in once the project's texts are known (sentenced). */
export function problem(file: string, pointer: string, key: string, values: Problem['values'] = {}): Problem {
  return { file, pointer, key, values, message: '' };
}

/** The text of `key` in a locale tree with its {{values}} put in; the key and its values when the text is missing. */
export function sentence(texts: unknown, key: string, values: Problem['values']): string {
  let node: unknown = texts;
  for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
  if (typeof node !== 'string') return `${key} ${JSON.stringify(values)}`;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** The problems with their English sentences. */
export function sentenced(project: Project, problems: Problem[]): Problem[] {
  return problems.map((item) => ({ ...item, message: item.message || sentence(project.english, item.key, item.values) }));
}

export function formatProblem(item: Problem): string {
  return `${item.file}${item.pointer ? `#${item.pointer}` : ''}: ${item.message}`;
}

/** Line and column (from 1) of a character position of a text. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Where the text stops being JSON, as a line and a column, with what JSON.parse says of it. */
function syntaxProblem(file: string, text: string, error: Error): Problem {
  const position = jsonErrorPosition(text);
  const { line, column } = lineAndColumn(text, position < 0 ? text.length : position);
  const reason = error.message.replace(/\s*(in JSON )?at position \d+.*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
  return problem(file, '', 'check.notJson', { line, column, reason });
}

function readJson(root: string, file: string, problems: Problem[]): unknown {
  let text = '';
  try {
    text = readFileSync(path.join(root, file), 'utf8');
    return JSON.parse(text);
  } catch (error) {
    problems.push(syntaxProblem(file, text, error as Error));
    return undefined;
  }
}

/** Files under a folder (and its subfolders) ending with `suffix`, relative to `root`, in a stable order. */
export function filesUnder(root: string, folder: string, suffix: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const relative = `${folder}/${name}`;
      if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(root, relative, suffix);
      return name.endsWith(suffix) ? [relative] : [];
    });
}

/** Every key of a locale file, nested objects joined with dots (app.version). */
export function flattenKeys(node: unknown, prefix = '', keys = new Set<string>()): Set<string> {
  if (!isObject(node)) return keys;
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) flattenKeys(value, full, keys);
    else keys.add(full);
  }
  return keys;
}

/** i18next plurals: `grid.rows` exists when `grid.rows_one` and `grid.rows_other` do. */
export function hasKey(keys: Set<string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}

export function localeFile(language: Language): string {
  return `public/locales/${language}/translation.json`;
}

/** The id of a screen file: its name without .json (screens/cards/cards.json is "cards"). */
export function screenIdOf(file: string): string {
  return path.basename(file, '.json');
}

export function loadProject(root: string): Project {
  const problems: Problem[] = [];
  const schemas = new Map<string, unknown>();
  for (const file of filesUnder(root, 'schemas', '.schema.json')) {
    const parsed = readJson(root, file, problems);
    if (parsed !== undefined) schemas.set(path.basename(file), parsed);
  }
  const screens = new Map<string, unknown>();
  const screenFiles = new Map<string, string>();
  for (const file of filesUnder(root, 'screens', '.json')) {
    const id = screenIdOf(file);
    const other = screenFiles.get(id);
    if (other) {
      problems.push(problem(file, '', 'check.duplicateScreen', { id, other }));
      continue;
    }
    screenFiles.set(id, file);
    const parsed = readJson(root, file, problems);
    if (parsed !== undefined) screens.set(id, parsed);
  }
  const locales = {} as Record<Language, Set<string>>;
  let english: unknown = {};
  for (const language of LANGUAGES) {
    const file = localeFile(language);
    const texts = existsSync(path.join(root, file)) ? readJson(root, file, problems) : undefined;
    locales[language] = flattenKeys(texts);
    if (language === 'en') english = texts ?? {};
  }
  return { root, schemas, screens, screenFiles, locales, english, problems };
}

/** The screens as objects, skipping files that are not objects (the meta-schema reports those). */
export function screenObjects(project: Project): [string, JsonObject][] {
  return [...project.screens].filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
}

/** The file of a screen, for its problems. */
export function fileOf(project: Project, id: string): string {
  return project.screenFiles.get(id) ?? `screens/${id}.json`;
}
