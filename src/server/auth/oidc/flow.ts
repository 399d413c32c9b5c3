import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../../common/roles';

/**
 * What the browser carries between "sign in with the university" and the provider's answer: the `state`, the
 * `nonce` and the PKCE verifier, signed by this server (HS256 with a key of its own derived from JWT_SECRET) in an
 * HttpOnly cookie scoped to /api/oidc. A cookie rather than a table: any process behind the proxy can finish a
 * sign-in another one began. It lives ten minutes and is cleared by the callback, so a code or a state cannot be
 * used twice from one browser; the provider refuses a code used twice anyway.
 */
export interface SignInFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** the login screen the person started from: the refusal is shown there */
  role: Role;
}

export const FLOW_COOKIE = 'oidc_flow';
export const FLOW_SECONDS = 600;
const AUDIENCE = 'capstone-evaluation/oidc-flow';

export class FlowSealer {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`oidc-flow\0${secret}`).digest();
  }

  seal(flow: SignInFlow, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ...flow })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + FLOW_SECONDS)
      .sign(this.key);
  }

  /** The flow the cookie carries, or null when it is missing, forged or expired. */
  async open(cookie: string | undefined, now = Date.now()): Promise<SignInFlow | null> {
    if (!cookie) return null;
    try {
      const { payload } = await jwtVerify(cookie, this.key, { audience: AUDIENCE, currentDate: new Date(now), algorithms: ['HS256'] });
      const { state, nonce, verifier, role } = payload as Partial<SignInFlow>;
      if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return null;
      if (role !== 'std' && role !== 'teach' && role !== 'admin') return null;
      return { state, nonce, verifier, role };
    } catch {
      return null;
    }
  }
}
