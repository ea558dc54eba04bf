import type { TestRunResult } from 'vitest/node';

/** A run's first failure: the failing test named, and whether it only ran out of time. */
export interface Failure {
  by: string;
  /** Every error of the failing test is a time-out: on a loaded machine that says nothing of the mutant. */
  timedOut: boolean;
}

const isTimeOut = (error: { message?: string }) => /timed out/i.test(error.message ?? '');

/**
 * The first failing test of a run of `files`, or null when every test passed. A run's result lists
 * every test module the runner has seen, those of earlier runs included, with their last outcome: a
 * file that failed for an earlier mutant would otherwise "kill" every later one. Only this run's
 * files count.
 */
export function firstFailure(
  result: Pick<TestRunResult, 'unhandledErrors' | 'testModules'>,
  files: string[],
  root: string,
): Failure | null {
  if (result.unhandledErrors.length > 0)
    return {
      by: `uncaught error: ${String((result.unhandledErrors[0] as Error)?.message ?? result.unhandledErrors[0])}`,
      timedOut: false,
    };
  for (const module of result.testModules.filter((candidate) => files.includes(candidate.moduleId))) {
    const where = module.moduleId.replace(`${root}/`, '');
    for (const test of module.children.allTests()) {
      const outcome = test.result();
      if (outcome.state === 'failed')
        return {
          by: `${where} › ${test.fullName}`,
          timedOut: (outcome.errors ?? []).length > 0 && outcome.errors!.every(isTimeOut),
        };
    }
    if (!module.ok())
      return { by: `${where} (the file failed)`, timedOut: module.errors().length > 0 && module.errors().every(isTimeOut) };
  }
  return null;
}
