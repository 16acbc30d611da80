import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenClaims = { sub: string; sid: string; exp: number };

export type TokenService = {
  sign(claims: { userId: string; sessionId: string; expiresAt: Date; issuedAt: Date }): Promise<string>;
  /** Returns the claims, or a reason the token is refused. */
  verify(token: string, now: Date): Promise<TokenClaims | { error: 'expired' | 'invalid' }>;
};

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId, expiresAt, issuedAt }) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token, now) {
      try {
        // The algorithm is pinned: `none` and every other alg are refused by jose.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return { error: 'invalid' };
        }
        return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
