import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The real server (apps/api/src/server.ts) in a process of its own, as the operational scripts start
 * it: Node itself with tsx's loader (not the tsx command, whose server would run in a child process
 * that a SIGKILL of its parent leaves running). Resolves once it says it is ready; rejects when it exits
 * or stays silent for `timeoutMs`. `onOutput` gets everything it prints.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { onOutput, timeoutMs = 90_000 }: { onOutput?: (text: string) => void; timeoutMs?: number } = {},
): Promise<ChildProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(chunk.toString());
      if (output.includes('está listo en')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}):\n${output}`));
    });
  });
  return child;
}
