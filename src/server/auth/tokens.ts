import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../common/roles';

export interface TokenClaims {
  /** account id */
  accountId: number;
  role: Role;
  /** Id of the account's own student, lecturer or admin row */
  userId: number;
}

const ISSUER = 'capstone-evaluation';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, uid: claims.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const accountId = Number(payload.sub);
      const role = payload.role;
      const userId = Number(payload.uid);
      if (!Number.isInteger(accountId) || !Number.isInteger(userId)) return null;
      if (role !== 'admin' && role !== 'std' && role !== 'teach') return null;
      return { accountId, role, userId };
    } catch {
      return null;
    }
  }
}
