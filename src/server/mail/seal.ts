import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets a mail carries, kept out of the database's plain text: a password-reset token travels in the outbox sealed
 * with a key derived from the server's secret (AES-256-GCM) and is wiped once sent; unsubscribe links are signed
 * (HMAC-SHA256) so that they work without signing in and cannot be made for another account or kind.
 */

const keyOf = (secret: string, use: string) => createHash('sha256').update(`${use}:${secret}`).digest();

export function seal(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, 'mail-seal'), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(secret: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, 'mail-seal'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function unsubscribeSignature(secret: string, accountId: number, kind: string): string {
  return createHmac('sha256', keyOf(secret, 'unsubscribe')).update(`${accountId}:${kind}`).digest('base64url');
}

export function validUnsubscribe(secret: string, accountId: number, kind: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, accountId, kind));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const unsubscribeUrl = (publicUrl: string, secret: string, accountId: number, kind: string) =>
  `${publicUrl}/api/mail/unsubscribe?a=${accountId}&k=${encodeURIComponent(kind)}&s=${unsubscribeSignature(secret, accountId, kind)}`;
