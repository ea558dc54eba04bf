import { checkScreenFormat } from './screen-check-meta.ts';
import { loadProject, problem, sentenced, type Problem, type Project } from './screen-check-project.ts';
import { checkSchemaFiles } from './screen-check-schemas.ts';
import { checkScreens } from './screen-check-screens.ts';

export { formatProblem, type Problem } from './screen-check-project.ts';

/**
 * Everything `npm run check:screens` and the dev server's studio say about schemas/, screens/ and
 * the locale files under `root`: for each problem the file, the JSON pointer and one sentence.
 */
export function checkProject(root: string): Problem[] {
  const project = loadProject(root);
  const format = checkScreenFormat(project);
  return sentenced(project, [
    ...project.problems,
    ...checkSchemaFiles(project),
    ...format.problems,
    ...checkScreens(project, format.keys),
  ]);
}

/** Every text key the screen files use (for the locale test). */
export function screenKeys(project: Project): string[] {
  const scratch: Project = { ...project, locales: { 'pt-BR': new Set(), en: new Set() } };
  const format = checkScreenFormat(scratch);
  const keys = checkScreens(scratch, format.keys)
    .filter((found) => found.key === 'check.missingKey')
    .map((found) => String(found.values.key));
  return [...new Set(keys)].sort();
}

/** A generated file whose sources changed since `npm run gen:types` wrote it, as a problem of its own. */
export async function checkGeneratedFiles(root: string): Promise<Problem[]> {
  const { staleGeneratedFiles } = await import('./generated-files.ts');
  const stale = (await staleGeneratedFiles(root)).map((file) => problem(file, '', 'check.stale'));
  return sentenced(loadProject(root), stale);
}
