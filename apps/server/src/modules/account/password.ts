import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's recommended memory and passes. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password);
