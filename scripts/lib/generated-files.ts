import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedTypes, GENERATED_FILE } from './generated-types.ts';
import {
  buildMetaSchema,
  docsWithReference,
  DOCS_PATH,
  META_SCHEMA_PATH,
  SCREEN_TYPES_PATH,
  screenFormatTypes,
  vocabularyReference,
} from './screen-format.ts';
import { loadVocabulary } from './vocabulary-loader.ts';

export interface GeneratedFile {
  /** Relative to the project's root. */
  file: string;
  /** What the file must hold. */
  content: string;
}

function read(root: string, file: string): string {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return '';
  }
}

/**
 * Every generated file with what it must hold: the types of schemas/ (src/generated/schemas.ts), and
 * from src/renderer/vocabulary the meta-schema, the screen format's types and the reference in docs/screens.md.
 */
export async function generatedFiles(root: string = process.cwd()): Promise<GeneratedFile[]> {
  const vocabulary = await loadVocabulary(root);
  const meta = buildMetaSchema(vocabulary);
  const [schemaTypes, screenTypes] = await Promise.all([generatedTypes(root), screenFormatTypes(meta)]);
  return [
    { file: path.relative(process.cwd(), GENERATED_FILE), content: schemaTypes },
    { file: META_SCHEMA_PATH, content: `${JSON.stringify(meta, null, 2)}\n` },
    { file: SCREEN_TYPES_PATH, content: screenTypes },
    { file: DOCS_PATH, content: docsWithReference(read(root, DOCS_PATH), vocabularyReference(vocabulary)) },
  ];
}

/** The generated files whose content is not what the sources give. */
export async function staleGeneratedFiles(root: string = process.cwd()): Promise<string[]> {
  return (await generatedFiles(root)).filter(({ file, content }) => read(root, file) !== content).map(({ file }) => file);
}

export const GEN_COMMAND = 'npm run gen:types';
