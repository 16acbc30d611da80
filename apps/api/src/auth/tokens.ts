import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenClaims = { sub: string; sid: string; exp: number };

export type TokenService = {
  sign(claims: { userId: string; sessionId: string; expiresAt: Date; issuedAt: Date }): Promise<string>;
  /** Returns the claims, or a reason the token is refused. */
  verify(token: string, now: Date): Promise<TokenClaims | { error: 'expired' | 'invalid' }>;
};

const VERIFIED_MAX = 20_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token whose signature was checked once stays signed: only its expiry needs checking again (decision 511).
  // Revocation is the session check's business, not the token's.
  const verified = new Map<string, TokenClaims>();
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
      const known = verified.get(token);
      if (known) return known.exp * 1000 > now.getTime() ? known : { error: 'expired' };
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
        const claims = { sub: payload.sub, sid: payload.sid, exp: payload.exp };
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
