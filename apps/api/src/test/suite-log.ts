import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { TEST_PASSWORD } from './factories.ts';

/**
 * The whole suite's log: every test app logs at info level into one file per test process (unless a
 * test reads its own log), and the suite's teardown reads them all for what must never be logged. A
 * secret that reaches a log line anywhere in any test fails the run, with the line.
 */

/** What must never be in a log line, whatever the route or the failure. */
export const secretPatterns: { what: string; pattern: RegExp }[] = [
  { what: 'a push token', pattern: /ExponentPushToken\[|ExpoPushToken\[|ExponentPushToken%5B/i },
  { what: 'a calendar feed secret', pattern: /\/api\/calendar\/(?!\[redacted\])[^"\s]*\.ics/ },
  { what: 'a JWT', pattern: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/ },
  { what: 'a password hash', pattern: /\$argon2(id|i|d)\$/ },
  { what: 'the test password', pattern: new RegExp(TEST_PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) },
];

let fd: number | undefined;

/** A stream into this test process's file of the suite's log (made on first use). */
export function suiteLogStream(dir: string): NodeJS.WritableStream {
  return {
    write(line: string | Uint8Array) {
      fd ??= openSync(path.join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.log`), 'a');
      if (typeof line === 'string') writeSync(fd, line);
      else writeSync(fd, line);
      return true;
    },
  } as unknown as NodeJS.WritableStream;
}

process.once('exit', () => {
  if (fd !== undefined) closeSync(fd);
});

/** Throws with the first offending lines when any file of `dir` holds a secret. */
export function assertNoSecretsInLogs(dir: string) {
  const found: string[] = [];
  let lines = 0;
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      lines++;
      for (const { what, pattern } of secretPatterns)
        if (pattern.test(line)) found.push(`${what}: ${line.slice(0, 400)}`);
    }
  }
  if (found.length)
    throw new Error(`the suite's log (${lines} lines) holds secrets:\n${found.slice(0, 10).join('\n')}`);
}
