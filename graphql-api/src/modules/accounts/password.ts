import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20 ms here.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`; without a hash (unknown e-mail) it still verifies
 * against a throw-away one, so both failures take about the same time.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  dummyHash ??= hashPassword('repaso-dummy-password');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
