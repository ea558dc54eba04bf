import { checkScreenFormat } from './screen-check-meta.ts';
import { loadProject, type Problem } from './screen-check-project.ts';
import { checkSchemaFiles } from './screen-check-schemas.ts';
import { checkScreens } from './screen-check-screens.ts';

export { formatProblem, type Problem } from './screen-check-project.ts';

/**
 * Everything `npm run check` and the dev server's overlay say about schemas/, screens/ and the
 * locale files under `root`: for each problem the file, the JSON pointer and a plain sentence.
 */
export function checkProject(root: string): Problem[] {
  const project = loadProject(root);
  return [...project.problems, ...checkSchemaFiles(project), ...checkScreenFormat(project), ...checkScreens(project)];
}
