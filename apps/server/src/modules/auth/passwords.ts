import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm). */
export const hashPassword = (password: string) => hash(password);

// Verified against when the account does not exist, so both paths take the same time.
const DUMMY_HASH = hash('atelier-dummy-password-1!');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}
