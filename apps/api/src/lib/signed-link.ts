import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Single-purpose signed links that work without signing in (decision 538): `<subject>.<mac>`, where the MAC is
 * HMAC-SHA256 over the purpose and the subject, keyed with a key derived (HKDF) from the JWT secret for links only,
 * so a session token can never be one of these and a link made for one purpose is refused for another.
 */
export type SignedLinks = {
  sign(purpose: string, subject: string): string;
  /** The subject, or null when the token is malformed, tampered with or made for another purpose. */
  verify(purpose: string, token: string): string | null;
};

export function createSignedLinks(jwtSecret: string): SignedLinks {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'dottrip', 'signed-links v1', 32));
  const mac = (purpose: string, subject: string) =>
    createHmac('sha256', key).update(`${purpose}\u0000${subject}`).digest();
  return {
    sign: (purpose, subject) => `${subject}.${mac(purpose, subject).toString('base64url')}`,
    verify(purpose, token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const subject = token.slice(0, dot);
      // Compare the encoded text, not decoded bytes: base64url decoding ignores the last character's spare bits, so
      // a byte comparison would accept a token whose final character was changed.
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(purpose, subject).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return subject;
    },
  };
}
