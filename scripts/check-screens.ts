/** `npm run check` (last step): validates every schema and screen file, and the text keys they use. */
import { checkProject, formatProblem } from './lib/screen-check.ts';

const problems = checkProject(process.cwd());
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem(s) in schemas/ and screens/`);
  process.exit(1);
}
console.log('schemas and screens: no problems');
