import { passwordMessages } from '@koinonia/shared/auth/auth.schemas';
import { ValidationError } from './validation.ts';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's common dictionary, lower-cased. Loaded on the first
 * password checked, not at the server's start (the dictionary is 400 KB of code to parse).
 */
let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  const loading = common;
  // A failed import is tried again by the next check, not kept.
  loading.catch(() => {
    if (common === loading) common = undefined;
  });
  return (await loading).has(password.trim().toLowerCase());
}

/**
 * The server's half of the password policy: the shared schema refuses short, blank and
 * self-referencing passwords; this refuses the most common ones (a list too large for the web
 * bundle).
 */
export async function assertPasswordNotCommon(password: string, path = 'password'): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new ValidationError([{ path, message: passwordMessages.common }]);
  }
}
