import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The stored hash of an account that has no password yet (a student or lecturer imported without one): no argon2
 * hash has this form, so no password matches it. Such an account signs in once a password is set (an admin's reset,
 * a set-password link); until then a login answers the usual wrong-credentials refusal, after the same argon2 work
 * as any other try (so the timing does not tell such accounts apart).
 */
export const NO_PASSWORD = '!no-password';

/** Whether an account can sign in with a password (it has one). */
export const hasPassword = (hashed: string) => hashed !== NO_PASSWORD;

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  if (!hasPassword(hashed)) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the username is unknown, so timing does not reveal which usernames exist. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-for-timing');
  return dummy;
}
