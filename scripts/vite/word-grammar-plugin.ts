import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { GRAMMAR_ONLY, WORD_FOLDERS } from '../../src/renderer/vocabulary/define.ts';

/** The folders whose files are words (src/renderer/vocabulary/<sort>/…). */
const WORD_FILE = new RegExp(`/src/renderer/vocabulary/(${WORD_FOLDERS.join('|')})/.+\\.tsx?$`);

/**
 * The source of a word's file without what its `defineX({…})` holds for the grammar only
 * (GRAMMAR_ONLY: the documentation line, the parameters' JSON Schema), or null when it has none.
 */
export function withoutGrammar(code: string, file: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edited = new MagicString(code);
  let removed = 0;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && Object.hasOwn(GRAMMAR_ONLY, node.expression.text)) {
      const fields: readonly string[] = GRAMMAR_ONLY[node.expression.text as keyof typeof GRAMMAR_ONLY];
      const [word] = node.arguments;
      if (word && ts.isObjectLiteralExpression(word))
        for (const property of word.properties) {
          const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
          if (name === null || !fields.includes(name) || !ts.isPropertyAssignment(property)) continue;
          // The property with its comma and the comments before it.
          const end = code[property.end] === ',' ? property.end + 1 : property.end;
          edited.remove(property.getFullStart(), end);
          removed += 1;
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return removed === 0 ? null : { code: edited.toString(), map: edited.generateMap({ hires: true, source: file }) };
}

/**
 * The words' grammar stays out of the site's code: a word's documentation and the schema of its
 * parameters are some of every page's bytes, and only the generator and the screen check read them
 * (they import the words themselves). Only the build: the dev server and the tests keep the files whole.
 */
export function wordGrammarPlugin(): Plugin {
  return {
    name: 'balcao-word-grammar',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      return WORD_FILE.test(file) ? withoutGrammar(code, file) : null;
    },
  };
}
