import { passwordMessages } from '@koinonia/shared/auth/auth.schemas';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from './validation.ts';

/** The ~49,000 most common passwords of zxcvbn-ts's common dictionary, lower-cased. */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/**
 * The server's half of the password policy: the shared schema refuses short, blank and
 * self-referencing passwords; this refuses the most common ones (a list too large for the web
 * bundle).
 */
export function assertPasswordNotCommon(password: string, path = 'password'): void {
  if (isCommonPassword(password)) {
    throw new ValidationError([{ path, message: passwordMessages.common }]);
  }
}
