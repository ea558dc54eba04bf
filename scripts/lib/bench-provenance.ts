import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

/** What a bench measured: the commit, whether the tree had changes beside it, and when. */
export interface Provenance {
  commit: string;
  subject: string;
  dirty: string[];
  measuredAt: string;
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

export function provenance(): Provenance {
  return {
    commit: git('rev-parse', 'HEAD'),
    subject: git('log', '-1', '--format=%s'),
    // Untracked files count: a new source file changes the build as much as an edit does.
    dirty: git('status', '--porcelain')
      .split('\n')
      .filter(Boolean),
    measuredAt: new Date().toISOString(),
  };
}

/** The first line a bench prints: the commit it measured, and the changes beside it if any. */
export function describeProvenance(name: string, source: Provenance): string {
  const tree = source.dirty.length ? `with ${source.dirty.length} uncommitted change(s): its report will not be written` : 'clean tree';
  return `${name} at ${source.commit.slice(0, 12)} "${source.subject}" (${tree})`;
}

/** The 1-minute load average now, as `uptime` prints it. */
export const loadAverageNow = (): number => Math.round(loadavg()[0]! * 100) / 100;

/** The three load averages, as `uptime` prints them. */
export const loadAverages = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
