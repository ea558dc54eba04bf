import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR_ENV } from '../../support/run-dir.ts';
import { exploreModel, type Coverage } from './explore.ts';
import type { MachineModel } from './model-spec.ts';
import { slug } from './reference.ts';

/**
 * A model's explored paths, made once in a test run (`npm test`, tests/support/run-dir.ts): the model
 * stage explores every model (`fresh`) and leaves each answer in the run's folder, and the end-to-end
 * specs that walk a model read it there. Playwright loads a spec file in its runner, to list its
 * tests, and again in the worker that runs it: each explored the model again, ten seconds for the
 * approval machine. Without a run folder (a spec run on its own), each process explores.
 *
 * The answer is the exploration as JSON, whichever process made it: the specs name their tests after
 * the paths, and Playwright's runner and its workers must name them alike.
 */
export async function exploredModel(model: MachineModel, options: { fresh?: boolean } = {}): Promise<Coverage> {
  const folder = process.env[RUN_DIR_ENV];
  const file = folder ? path.join(folder, `model-paths-${slug(model.name)}.json`) : null;
  if (file && !options.fresh && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Coverage;
  const text = JSON.stringify(await exploreModel(model));
  if (file) {
    // Whole or not at all, for a process that reads it meanwhile.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  return JSON.parse(text) as Coverage;
}
