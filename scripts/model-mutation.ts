/**
 * `npm run test:model:mutation [-- --machine <name>] [-- --mutant "<part of a mutant id>"] [-- --from <n>]`: generates the
 * mutants of each machine (every transition removed, every target redirected to the state next to
 * it, every guard negated; tests/model/harness/mutants.ts) and runs, for each, the tests of the
 * product that exercise the machine (tests/model/mutation/targets.ts) with the mutant swapped in for
 * the machine (tests/model/mutation/swap-plugin.ts). A mutant is killed when one of them fails, but
 * for a time-out, which is tried once more and twice over leaves the mutant inconclusive. `--from`
 * resumes a stopped run of a machine at the mutant number it printed. Prints
 * a table per machine, the survivors named in testers' words, and writes
 * reports/model/mutation/<machine>.json for the report. Fails when a mutant survives that is not
 * listed as unobservable, is inconclusive, or when the product tests fail on the real machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createVitest } from 'vitest/node';
import { machineGraph } from '../tests/model/harness/graph.ts';
import type { MachineModel } from '../tests/model/harness/model-spec.ts';
import { mutantsOf } from '../tests/model/harness/mutants.ts';
import { compareWithReference, loadReference, slug } from '../tests/model/harness/reference.ts';
import { firstFailure, type Failure } from '../tests/model/mutation/run-outcome.ts';
import { HAND_MUTANTS, NO_PRODUCT_TEST, PRODUCT_TESTS, UNOBSERVABLE } from '../tests/model/mutation/targets.ts';
import { MODELS } from '../tests/model/registry.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const onlyMachine = argument('--machine');
const onlyMutant = argument('--mutant');
/** Resumes a stopped run of one machine at its mutant number n, as the run printed it (n/total). */
const from = Number(argument('--from') ?? 1);
if (!Number.isInteger(from) || from < 1) {
  console.error(`--from takes a mutant number, 1 or more: ${argument('--from')}`);
  process.exit(1);
}
/** A run of part of a machine's mutants leaves the machine's last full figures as they were. */
const partial = Boolean(onlyMutant) || from > 1;
const models = (MODELS as MachineModel[]).filter((model) => !onlyMachine || slug(model.name) === slug(onlyMachine));
if (models.length === 0) {
  console.error(`no machine named ${onlyMachine}; the machines: ${MODELS.map((model) => slug(model.name)).join(', ')}`);
  process.exit(1);
}

export interface MutantOutcome {
  id: string;
  /** The mutant in testers' words: what the reference comparison says of it. */
  description: string;
  status: 'killed' | 'survived' | 'unobservable' | 'untested' | 'inconclusive';
  /** The product test that failed (file › test), or why it cannot be observed. */
  by?: string;
}

const REPORT_DIR = 'reports/model/mutation';
mkdirSync(REPORT_DIR, { recursive: true });

const vitest = await createVitest('test', {
  config: 'tests/model/mutation/vitest.config.ts',
  watch: false,
  // A mutant is killed by its first failing test: the rest of the run would only cost time.
  bail: 1,
  reporters: [{}],
});

/** Runs the product tests of a machine, file by file, with a mutant (or none) swapped in; the first failure. */
async function runProductTests(files: string[], mutant: string | null): Promise<Failure | null> {
  if (mutant) process.env.BALCAO_MUTANT = mutant;
  else delete process.env.BALCAO_MUTANT;
  for (const project of vitest.projects) project.config.env = { ...project.config.env, BALCAO_MUTANT: mutant ?? '' };
  for (const file of files) {
    const specifications = await vitest.globTestSpecifications([file]);
    const run = specifications.map((specification) => specification.moduleId);
    const failure = firstFailure(await vitest.runTestSpecifications(specifications, false), run, process.cwd());
    if (failure) return failure;
  }
  return null;
}

/**
 * A mutant's run: killed by an assertion or an uncaught error; a time-out is tried once more, and
 * a second one leaves the mutant inconclusive, neither killed nor survived (a test that waits in
 * vain on a loaded machine fails with any machine).
 */
async function runMutant(files: string[], mutant: string): Promise<Pick<MutantOutcome, 'status' | 'by'>> {
  let failure = await runProductTests(files, mutant);
  if (failure?.timedOut) failure = await runProductTests(files, mutant);
  if (!failure) return { status: 'survived' };
  return failure.timedOut ? { status: 'inconclusive', by: `time-out twice: ${failure.by}` } : { status: 'killed', by: failure.by };
}

let unexplained = 0;
const tables: string[] = [];
try {
  for (const model of models) {
    const reference = loadReference(model.name);
    const files = PRODUCT_TESTS[model.name] ?? [];
    const unobservable = UNOBSERVABLE[model.name] ?? {};
    const all = mutantsOf(model.machine, HAND_MUTANTS[model.machine.id]);
    const mutants = all.filter((mutant, index) => (!onlyMutant || mutant.id.includes(onlyMutant)) && index + 1 >= from);
    const outcomes: MutantOutcome[] = [];
    const started = Date.now();
    if (files.length > 0) {
      const baseline = await runProductTests(files, null);
      if (baseline) throw new Error(`${model.name}: the product tests fail on the real machine: ${baseline.by}`);
    }
    for (const [index, mutant] of mutants.entries()) {
      const description = compareWithReference(reference, machineGraph(mutant.build())).join('; ') || mutant.id;
      let outcome: MutantOutcome;
      if (unobservable[mutant.id]) outcome = { id: mutant.id, description, status: 'unobservable', by: unobservable[mutant.id] };
      else if (files.length === 0)
        outcome = {
          id: mutant.id,
          description,
          status: 'untested',
          by: NO_PRODUCT_TEST[model.name] ?? 'no product test drives this machine yet',
        };
      else {
        outcome = { id: mutant.id, description, ...(await runMutant(files, `${model.machine.id}|${mutant.id}`)) };
      }
      outcomes.push(outcome);
      // Written after each mutant, so a run stopped half-way leaves what it found (marked unfinished).
      // A run of some mutants only leaves the machine's last full figures as they were.
      if (!partial)
        writeFileSync(
          `${REPORT_DIR}/${slug(model.name)}.json`,
          JSON.stringify(
            {
              machine: model.name,
              files,
              seconds: Math.round((Date.now() - started) / 1000),
              finished: outcomes.length === mutants.length,
              total: mutants.length,
              outcomes,
            },
            null,
            2,
          ),
        );
      console.log(
        `${model.name} ${onlyMutant ? `${index + 1}/${mutants.length}` : `${index + from}/${all.length}`} ${outcome.status.padEnd(12)} ${mutant.id}${outcome.by ? `  ← ${outcome.by}` : ''}`,
      );
    }
    const count = (status: MutantOutcome['status']) => outcomes.filter((outcome) => outcome.status === status).length;
    const survivors = outcomes.filter((outcome) => outcome.status !== 'killed');
    unexplained += count('survived') + count('untested') + count('inconclusive');
    tables.push(
      [
        `\n${model.name} (${reference.title['pt-BR']}): ${outcomes.length} mutants, ${count('killed')} killed, ${count('survived')} survived, ` +
          `${count('unobservable')} unobservable, ${count('untested')} untested, ${count('inconclusive')} inconclusive — ${Math.round((Date.now() - started) / 1000)} s, product tests: ${files.join(', ') || 'none'}`,
        ...survivors.map(
          (outcome) =>
            `  ${outcome.status.padEnd(12)} ${outcome.id}: ${outcome.description}${outcome.by ? ` (${outcome.by})` : ''}`,
        ),
      ].join('\n'),
    );
  }
} finally {
  await vitest.close();
}
console.log(tables.join('\n'));
process.exit(unexplained > 0 ? 1 : 0);
