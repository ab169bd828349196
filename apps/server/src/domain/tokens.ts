import { SignJWT, jwtVerify } from 'jose';

/** SPEC/issue: access tokens are valid for 8 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
/** Who signs the tokens and for whom: a token made for anything else with the same key is refused. */
export const TOKEN_ISSUER = 'spyglass';
export const TOKEN_AUDIENCE = 'spyglass-api';

/** What an access token says: whose it is and which session it belongs to. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  /** A token for the session, expiring with it. */
  issue(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null when it is invalid, expired or not ours. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secretKey: string): TokenService {
  const key = new TextEncoder().encode(secretKey);
  return {
    issue({ userId, sessionId }, expiresAt) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        // The algorithm is pinned: a token signed any other way (or "none") is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
