import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const SWAP_MODULE = path.resolve('tests/model/mutation/swap.ts');

/**
 * For mutation runs only: every machine exported by a file of src/machines is passed through
 * `swapped()` as the module is loaded, so the product code and its tests get the mutant that
 * BALCAO_MUTANT names instead of the machine (and every function of the module uses it too).
 */
export function swapPlugin(): Plugin {
  return {
    name: 'balcao-machine-swap',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]machines[\\/][^\\/]+\.machine\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const wraps: { start: number; end: number }[] = [];
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (init && ts.isCallExpression(init) && /\.createMachine$|^createMachine$/.test(init.expression.getText(source)))
            wraps.push({ start: init.getStart(source), end: init.getEnd() });
        }
      }
      if (wraps.length === 0) return null;
      let out = code;
      for (const { start, end } of wraps.sort((a, b) => b.start - a.start))
        out = `${out.slice(0, start)}__swapped(${out.slice(start, end)})${out.slice(end)}`;
      return { code: `import { swapped as __swapped } from ${JSON.stringify(SWAP_MODULE)};\n${out}`, map: null };
    },
  };
}
