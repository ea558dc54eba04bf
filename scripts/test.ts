/**
 * `npm test`: the whole suite, one stage after another, stopping at the first that fails (with its
 * exit code). Each stage prints its time as it ends; the run ends with a table of the stages and one
 * line, "N passed, N failed", counted from the test runners' JSON reports (reports/tmp/).
 * `npm test -- build e2e` runs only the stages named (check, build, unit, e2e).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUN_DIR_ENV } from '../tests/support/run-dir.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Stage {
  name: string;
  /** What `npm test -- <key>...` calls it. */
  key: string;
  /** Commands run in turn, each [program, ...arguments]; programs are looked up in node_modules/.bin. */
  commands: string[][];
  /**
   * The commands run side by side instead, each one's output printed whole when it ends: single-threaded
   * tools (eslint, the screen check) leave the other core idle when they run one after another.
   */
  together?: boolean;
  /**
   * The key of the stage this one runs beside, both with their output kept and printed whole as each
   * ends, when both are asked for: the check's tools and the build leave a core idle each alone.
   */
  beside?: string;
  env?: Record<string, string>;
  /** Commands run after the stage whatever its outcome; their own exit codes are not the stage's. */
  after?: string[][];
  /** The runner's JSON report, read for the counts. */
  report?: { file: string; read: (json: unknown) => Counts };
}

const REPORTS = path.resolve('reports/tmp');
const BIN = path.resolve('node_modules/.bin');

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function vitest(stage: string, projects: string[]): Pick<Stage, 'commands' | 'report'> {
  const file = path.join(REPORTS, `${stage}.json`);
  return {
    commands: [
      ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    ],
    report: {
      file,
      read: (json) => {
        const report = json as VitestReport;
        return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
      },
    },
  };
}

const e2eReport = path.join(REPORTS, 'e2e.json');

const STAGES: Stage[] = [
  {
    name: 'check',
    key: 'check',
    commands: [['npm', 'run', '--silent', 'check:types'], ['eslint', '.'], ['tsx', 'scripts/check-screens.ts']],
    together: true,
  },
  // The production build, once: the bundle's own tests and the end-to-end tests read dist/.
  { name: 'build', key: 'build', beside: 'check', ...vitest('build', ['build']) },
  (() => {
    // The model's tests in the same run: a vitest of their own started afresh and left a core idle at its end.
    const unit = vitest('unit-integration', ['unit', 'unit-isolated', 'integration', 'integration-site', 'model']);
    return { name: 'unit, integration, model', key: 'unit', ...unit, commands: [...unit.commands, ['tsx', 'scripts/model-report.ts']] };
  })(),
  {
    name: 'end-to-end',
    key: 'e2e',
    commands: [['playwright', 'test', '--reporter=list,json']],
    // The model report again, with the machines' paths as Chromium walked them (a failing step's screenshot).
    after: [['tsx', 'scripts/model-report.ts']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: {
      file: e2eReport,
      read: (json) => {
        const { stats } = json as PlaywrightReport;
        return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
      },
    },
  },
];

/** Runs a command with the terminal's output, or, `captured`, with its output kept and printed whole when it ends. */
function run(command: string[], env: Record<string, string>, captured = false): Promise<number> {
  const [program, ...args] = command as [string, ...string[]];
  return new Promise((resolve) => {
    // The project's own tools from node_modules/.bin; npm (for an npm script) from the PATH.
    const local = path.join(BIN, program);
    const file = path.isAbsolute(program) || !existsSync(local) ? program : local;
    const child = spawn(file, args, { stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (captured) process.stdout.write(`$ ${command.join(' ')}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', () => done(127));
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/**
 * A stage's commands: in turn, stopping at the first that fails, or side by side; then its `after`
 * commands. Answers the first failure's exit code.
 */
async function runStage(stage: Stage, captured: boolean): Promise<number> {
  let code = 0;
  if (stage.together) {
    const codes = await Promise.all(stage.commands.map((command) => run(command, stage.env ?? {}, true)));
    code = codes.find((each) => each !== 0) ?? 0;
  } else {
    for (const command of stage.commands) {
      code = await run(command, stage.env ?? {}, captured);
      if (code !== 0) break;
    }
  }
  for (const command of stage.after ?? []) await run(command, stage.env ?? {}, captured);
  return code;
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((key) => !STAGES.some((stage) => stage.key === key));
if (unknown.length) {
  console.error(`no stage ${unknown.join(', ')}: the stages are ${STAGES.map((stage) => stage.key).join(', ')}`);
  process.exit(2);
}

mkdirSync(REPORTS, { recursive: true });
// The bank is seeded once for the whole run: the stages after the first that seeds open copies of its image.
const runDir = mkdtempSync(path.join(tmpdir(), 'balcao-test-run-'));
process.env[RUN_DIR_ENV] = runDir;
const started = Date.now();
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's line of the table, by its key: stages run side by side end in any order. */
const rows = new Map<string, string>();
let exitCode = 0;
let stopped = '';

/** Runs a stage and records its row; answers its exit code. */
async function timedStage(stage: Stage, captured: boolean): Promise<number> {
  if (stage.report) rmSync(stage.report.file, { force: true });
  const stageStarted = Date.now();
  const code = await runStage(stage, captured);
  const took = Date.now() - stageStarted;
  let counts = '';
  if (stage.report && existsSync(stage.report.file)) {
    const found = stage.report.read(JSON.parse(readFileSync(stage.report.file, 'utf8')));
    total.passed += found.passed;
    total.failed += found.failed;
    total.skipped += found.skipped;
    counts = `${found.passed} passed, ${found.failed} failed${found.skipped ? `, ${found.skipped} skipped` : ''}`;
  }
  const result = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  rows.set(stage.key, `${stage.name.padEnd(26)} ${clock(took).padStart(8)}  ${result}${counts ? `  ${counts}` : ''}`);
  console.log(`◀ ${stage.name}: ${result} in ${clock(took)}`);
  return code;
}

const chosen = STAGES.filter((each) => !wanted.length || wanted.includes(each.key));
for (let index = 0; index < chosen.length; index += 1) {
  const stage = chosen[index]!;
  const beside = chosen[index + 1]?.beside === stage.key ? chosen[index + 1]! : undefined;
  const group = beside ? [stage, beside] : [stage];
  if (beside) index += 1;
  console.log(`\n▶ ${group.map((each) => each.name).join(' and, beside it, ')}`);
  const codes = await Promise.all(group.map((each) => timedStage(each, group.length > 1)));
  const failed = group.findIndex((_, at) => codes[at] !== 0);
  if (failed >= 0) {
    exitCode = codes[failed]!;
    stopped = `, stopped at ${group[failed]!.name} (exit ${exitCode})`;
    break;
  }
}

rmSync(runDir, { recursive: true, force: true });
console.log(`\n${'stage'.padEnd(26)} ${'time'.padStart(8)}`);
for (const stage of STAGES) if (rows.has(stage.key)) console.log(rows.get(stage.key));
console.log(`${'total'.padEnd(26)} ${clock(Date.now() - started).padStart(8)}`);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}${stopped}`);
process.exitCode = exitCode;
