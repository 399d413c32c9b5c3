import * as client from 'openid-client';
import type { Role } from '../../../common/roles';
import type { SignInFlow } from './flow';
import type { OidcSettings } from './settings';

/** What the provider vouched for: the ID token's claims that decide who the person is. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  /** Google Workspace's hosted domain */
  hostedDomain?: string;
  claims: Record<string, unknown>;
}

/** Why a sign-in could not be finished (each a translated refusal and an audit row). */
export type ProviderFailure = 'stateMismatch' | 'providerRefused' | 'tokenRejected' | 'providerUnavailable';

export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    readonly detail: string,
  ) {
    super(detail);
  }
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** http:// issuers only on this machine (a test provider); anything else must be https. */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * The university's provider through openid-client: found by discovery, Authorization Code with PKCE, `state` and
 * `nonce`. Discovery that fails at start leaves the product running: `available` is false (the button says the
 * university's sign-in is unavailable, health says degraded) and discovery is tried again every `retryMs`.
 */
export class OidcProvider {
  private config: client.Configuration | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  lastError: string | null = null;

  constructor(
    readonly settings: OidcSettings,
    private readonly log: Log,
    private readonly retryMs = 30_000,
  ) {}

  get available(): boolean {
    return this.config !== null;
  }

  private firstTry: Promise<void> | null = null;

  /** Discovery now; on failure again later. The app does not wait for it: a provider down never holds the start. */
  start(): Promise<void> {
    this.firstTry ??= this.discover();
    return this.firstTry;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async discover(): Promise<void> {
    const issuer = new URL(this.settings.issuer);
    try {
      const { clientId, clientSecret } = this.settings;
      this.config = await client.discovery(
        issuer,
        clientId,
        clientSecret ? { client_secret: clientSecret } : undefined,
        clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
        { execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [], timeout: 5 },
      );
      this.lastError = null;
      this.log.info({ issuer: this.settings.issuer }, 'university sign-in ready');
    } catch (error) {
      this.config = null;
      this.lastError = error instanceof Error ? error.message : String(error);
      this.log.warn({ issuer: this.settings.issuer, error: this.lastError }, 'university sign-in unavailable: the provider could not be discovered');
      if (!this.closed) {
        this.timer = setTimeout(() => void this.discover(), this.retryMs);
        this.timer.unref();
      }
    }
  }

  /** Where to send the browser, and the flow to keep in its cookie. */
  async begin(role: Role): Promise<{ url: string; flow: SignInFlow }> {
    const config = this.requireConfig();
    const verifier = client.randomPKCECodeVerifier();
    const flow: SignInFlow = { state: client.randomState(), nonce: client.randomNonce(), verifier, role };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  /**
   * Exchanges the code of the provider's answer (`currentUrl`, the callback with its query) for a checked ID token:
   * the state must be the flow's, the code is sent with the PKCE verifier, and the ID token's signature, issuer,
   * audience, expiry and nonce are checked by openid-client.
   */
  async finish(currentUrl: URL, flow: SignInFlow): Promise<ProviderIdentity> {
    const config = this.requireConfig();
    if (currentUrl.searchParams.get('state') !== flow.state) throw new ProviderError('stateMismatch', 'the answer\'s state is not the one this browser was given');
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw classify(error);
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new ProviderError('tokenRejected', 'no ID token in the answer');
    let claims: Record<string, unknown> = { ...idClaims };
    // a provider may keep the address out of the ID token (only `sub` there) and give it at its UserInfo endpoint
    if (claims.email === undefined && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      try {
        const info = await client.fetchUserInfo(config, tokens.access_token, String(idClaims.sub));
        claims = { ...info, ...idClaims };
      } catch (error) {
        throw classify(error);
      }
    }
    return {
      issuer: String(claims.iss),
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      hostedDomain: typeof claims.hd === 'string' ? claims.hd : undefined,
      claims,
    };
  }

  /** The provider's own sign-out page, when it has one. */
  endSessionUrl(): string | null {
    if (!this.config?.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(this.config, { client_id: this.settings.clientId, post_logout_redirect_uri: this.settings.postLogoutUri }).href;
  }

  private requireConfig(): client.Configuration {
    if (!this.config) throw new ProviderError('providerUnavailable', this.lastError ?? 'the provider has not been discovered');
    return this.config;
  }
}

/** The provider's own refusal (an error answer, a used or unknown code) vs. a token we would not accept vs. no answer. */
function classify(error: unknown): ProviderError {
  // openid-client wraps oauth4webapi's error, whose cause names the claim that failed (aud, exp, nonce …)
  const parts: string[] = [];
  type Link = { message?: string; code?: string; claim?: string; cause?: unknown };
  let unreachable = false;
  for (let e = error as Link | undefined, depth = 0; e && typeof e === 'object' && depth < 4; e = e.cause as Link | undefined, depth++) {
    if ((e as unknown) instanceof TypeError) unreachable = true;
    for (const part of [e.code, e.message, e.claim ? `claim "${e.claim}"` : undefined]) if (part && !parts.includes(part)) parts.push(part);
  }
  const detail = parts.join(': ') || String(error);
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) return new ProviderError('providerRefused', detail);
  if (unreachable || /fetch failed|ECONNREFUSED|ECONNRESET|timed? ?out|abort/i.test(detail)) return new ProviderError('providerUnavailable', detail);
  return new ProviderError('tokenRejected', detail);
}
