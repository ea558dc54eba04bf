import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isObject, type JsonObject } from './schema-bundle.ts';

/** One problem of `npm run check`: the file, the JSON pointer inside it, and a plain sentence. */
export interface Problem {
  file: string;
  pointer: string;
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
  locales: Record<Language, Set<string>>;
  problems: Problem[];
}

export const META_SCHEMA_FILE = 'screen.schema.json';

export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.pointer ? `#${problem.pointer}` : ''}: ${problem.message}`;
}

function readJson(root: string, file: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    problems.push({ file, pointer: '', message: `is not valid JSON (${(error as Error).message})` });
    return undefined;
  }
}

function jsonFiles(root: string, folder: string, suffix: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort();
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

export function loadProject(root: string): Project {
  const problems: Problem[] = [];
  const schemas = new Map<string, unknown>();
  for (const name of jsonFiles(root, 'schemas', '.schema.json')) {
    const parsed = readJson(root, `schemas/${name}`, problems);
    if (parsed !== undefined) schemas.set(name, parsed);
  }
  const screens = new Map<string, unknown>();
  for (const name of jsonFiles(root, 'screens', '.json')) {
    const parsed = readJson(root, `screens/${name}`, problems);
    if (parsed !== undefined) screens.set(name.replace(/\.json$/, ''), parsed);
  }
  const locales = {} as Record<Language, Set<string>>;
  for (const language of LANGUAGES) {
    const file = localeFile(language);
    locales[language] = existsSync(path.join(root, file)) ? flattenKeys(readJson(root, file, problems)) : new Set();
  }
  return { root, schemas, screens, locales, problems };
}

/** The screens as objects, skipping files that are not objects (the meta-schema reports those). */
export function screenObjects(project: Project): [string, JsonObject][] {
  return [...project.screens].filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
}
