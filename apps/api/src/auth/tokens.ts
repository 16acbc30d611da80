import { createHmac, createSecretKey } from 'node:crypto';
import { errors, jwtVerify } from 'jose';

export type TokenClaims = { sub: string; sid: string; exp: number };

export type TokenService = {
  sign(claims: { userId: string; sessionId: string; expiresAt: Date; issuedAt: Date }): Promise<string>;
  /** Returns the claims, or a reason the token is refused. */
  verify(token: string, now: Date): Promise<TokenClaims | { error: 'expired' | 'invalid' }>;
};

const VERIFIED_MAX = 20_000;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // One key object for every signature: HMAC with raw bytes imports the key again each time (about 40 µs).
  const signingKey = createSecretKey(key);
  // A token whose signature was checked once stays signed: only its expiry needs checking again (decision 511).
  // Revocation is the session check's business, not the token's.
  const verified = new Map<string, TokenClaims>();
  return {
    // Signed with node:crypto's HMAC rather than jose's WebCrypto call, which cost a sign-in about a millisecond of
    // the main thread (decision 1011); the token is the same compact HS256 JWS, and jose verifies it.
    async sign({ userId, sessionId, expiresAt, issuedAt }) {
      const payload = Buffer.from(
        JSON.stringify({
          sid: sessionId,
          sub: userId,
          iat: Math.floor(issuedAt.getTime() / 1000),
          exp: Math.floor(expiresAt.getTime() / 1000),
        }),
      ).toString('base64url');
      const signed = `${HEADER}.${payload}`;
      return `${signed}.${createHmac('sha256', signingKey).update(signed).digest('base64url')}`;
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
