import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** CPU time the server process has used so far (user + system), in ms; NaN where there is no /proc. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Builds the API as npm start does (apps/api/build.mjs): dist/server.js. */
export function buildApi(): void {
  const build = spawnSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('bench: the API build failed');
}

/**
 * The server as npm start runs it (scripts/start.mjs imports dist/server.js with source maps on): the API
 * built by apps/api/build.mjs, in its own `node` process, so the bench's client never competes with it
 * inside one event loop. `build: false` when it was just built.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  { build = true } = {},
): Promise<RunningServer> {
  if (build) buildApi();
  return spawnServer(['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], env, 'server');
}

/**
 * Runs `node <args>` with `env` added to the bench's environment, until it prints "listo en <url>" on
 * its standard output: the URL it listens on.
 */
export async function spawnServer(
  args: string[],
  env: Record<string, string | undefined>,
  label: string,
): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /listo en (http:\/\/\S+)/.exec(out);
      if (ready) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(ready[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`bench: the ${label} exited (${code}) before it was ready:\n${out}`)),
    );
  });
  child.removeAllListeners('exit');
  return {
    url,
    pid: child.pid!,
    rssMb: () => rssMb(child.pid!),
    cpuMs: () => cpuMs(child.pid!),
    stop: () => stop(child),
  };
}

/** VmRSS from /proc (Linux); NaN where there is no /proc. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Clock ticks a second of /proc's CPU times (CLK_TCK, 100 on Linux). */
let clockTicks: number | undefined;

/** User + system CPU time of a process from /proc/<pid>/stat, in ms; NaN where there is no /proc. */
export function cpuMs(pid: number): number {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime
    // are the 14th and 15th fields of the line, the 12th and 13th after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return Number.NaN;
  }
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
