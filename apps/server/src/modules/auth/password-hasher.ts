import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = ({ hash: hashed, password }: { hash: string; password: string }) =>
  verify(hashed, password).catch(() => false);
