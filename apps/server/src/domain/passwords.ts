import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from 'node:crypto';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const MEMORY_KIB = 19_456;
const PASSES = 2;
const PARALLELISM = 1;
const TAG_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  params: { m: number; t: number; p: number; length: number },
): Promise<Buffer> {
  const parameters: Argon2Parameters = {
    message: password,
    nonce: salt,
    memory: params.m,
    passes: params.t,
    parallelism: params.p,
    tagLength: params.length,
  };
  return new Promise((resolve, reject) => {
    argon2('argon2id', parameters, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** An argon2id hash in the PHC string format, with its parameters, so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { m: MEMORY_KIB, t: PASSES, p: PARALLELISM, length: TAG_LENGTH });
  return `$argon2id$v=19$m=${MEMORY_KIB},t=${PASSES},p=${PARALLELISM}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = PHC.exec(hash);
  if (!match) return false;
  const [, m, t, p, salt, expected] = match as unknown as [string, string, string, string, string, string];
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    m: Number(m),
    t: Number(t),
    p: Number(p),
    length: expectedKey.length,
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same work as a real verification, for logins of unknown emails,
 * so the answer's timing does not tell which emails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
