import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../common/roles';
import { secondsOf } from './duration';
import { LRUCache } from 'lru-cache';

export interface TokenClaims {
  /** account id */
  accountId: number;
  role: Role;
  /** Id of the account's own student, lecturer or admin row */
  userId: number;
}

/** A verified token: its claims, the session it names (`jti`) and its absolute end (`exp`, epoch ms). */
export interface VerifiedToken extends TokenClaims {
  sessionId: string;
  expiresAt: number;
}

const ISSUER = 'capstone-evaluation';

export class TokenService {
  private readonly key: Uint8Array;
  /** absolute lifetime in seconds */
  readonly ttlSeconds: number;
  /**
   * Tokens this process already verified (a token is immutable: the same string always verifies the same way
   * until its `exp`). Saves the HMAC and claim checks on every request of a session; only valid tokens enter.
   */
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: 10_000 });

  constructor(secret: string, ttl: string) {
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = secondsOf(ttl);
  }

  /** A new session id: 128 random bits. */
  static newSessionId(): string {
    return randomBytes(16).toString('base64url');
  }

  /** Signs a token for a session; `exp` is always set (now + TOKEN_TTL). */
  async sign(claims: TokenClaims, sessionId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({ role: claims.role, uid: claims.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setJti(sessionId)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: exp * 1000 };
  }

  /** The claims of a token this process already verified, while unexpired; undefined when `verify` must decide. */
  verifiedBefore(token: string, now = Date.now()): VerifiedToken | undefined {
    const hit = this.verified.get(token);
    return hit && now < hit.expiresAt ? hit : undefined;
  }

  /** The claims of a valid, unexpired token that names a session and an expiry, or null. */
  async verify(token: string, now = Date.now()): Promise<VerifiedToken | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (now < hit.expiresAt) return hit;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifyUncached(token);
    if (claims) this.verified.set(token, claims);
    return claims;
  }

  private async verifyUncached(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'jti', 'iat'],
      });
      const accountId = Number(payload.sub);
      const role = payload.role;
      const userId = payload.uid;
      if (!Number.isSafeInteger(accountId) || typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
      if (role !== 'admin' && role !== 'std' && role !== 'teach') return null;
      if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 64) return null;
      return Object.freeze({ accountId, role, userId, sessionId: payload.jti, expiresAt: payload.exp! * 1000 });
    } catch {
      return null;
    }
  }
}
