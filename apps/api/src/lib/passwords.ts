import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended parameters.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so that timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('koinonia-dummy-password');
  return dummyHash;
}
