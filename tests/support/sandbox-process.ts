import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SandboxProcess {
  url: string;
  /** The process `npm run sandbox` runs: with SANDBOX_WORKERS above 1, the cluster's primary. */
  pid: number;
  /** The workers serving the port (the primary's children), or the one process. */
  workerPids(): number[];
  stop(): Promise<void>;
}

const parentOf = (pid: string): number | null => {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return null;
  }
};
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && parentOf(name) === pid)
    .map(Number);
const isNode = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/sandbox/main.ts');
  } catch {
    return false;
  }
};

/**
 * The sandbox as `npm run sandbox` runs it, in processes of its own on 127.0.0.1 at a free port,
 * against the PostgreSQL database of `databaseUrl` (which a test sandbox, or the first process,
 * has prepared). Stops with its process group.
 */
export async function startSandboxProcess(databaseUrl: string, workers: number): Promise<SandboxProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/sandbox/main.ts'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SANDBOX_WORKERS: String(workers),
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_MODE: 'test',
      LOG_LEVEL: 'error',
      SITE_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening:\n${output}`)));
  });
  // tsx runs node as its child: that node is the sandbox (the primary when there are workers).
  const sandboxPid = () => childrenOf(child.pid!).find(isNode) ?? child.pid!;
  return {
    url,
    pid: sandboxPid(),
    workerPids: () => (workers > 1 ? childrenOf(sandboxPid()).filter(isNode) : [sandboxPid()]),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}
