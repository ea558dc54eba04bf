/**
 * `npm run check:screens` (the first step of `npm run check`): every schema, screen and locale file,
 * and whether the files generated from them and from the vocabulary are fresh. Nothing else is read,
 * so an analyst's edit is judged in seconds.
 */
import { checkGeneratedFiles, checkProject, formatProblem } from './lib/screen-check.ts';

const root = process.cwd();
const problems = [...checkProject(root), ...(await checkGeneratedFiles(root))];
if (problems.length > 0) {
  for (const found of problems) console.error(formatProblem(found));
  console.error(`\n${problems.length} problem(s) in schemas/, screens/ and public/locales`);
  process.exit(1);
}
console.log('schemas, screens and locales: no problems');
