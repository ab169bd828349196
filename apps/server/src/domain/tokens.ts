import { SignJWT, jwtVerify } from 'jose';

/** SPEC/issue: access tokens are valid for 8 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id the token names, or null when it is invalid or expired. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secretKey: string): TokenService {
  const key = new TextEncoder().encode(secretKey);
  return {
    issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        // The algorithm is pinned: a token signed any other way (or "none") is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
