/**
 * A real OpenID Connect provider (the oidc-provider package) for the tests of the university sign-in, run as its
 * own process: `node test/oidc/provider.mjs` with PORT, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI and PEOPLE (JSON:
 * sub -> claims). It prints `ready <issuer>` when it listens. Its sign-in page asks only for the person's id (the
 * sub); consent is granted at once. Two control calls let a test change the world:
 *   POST /__people  (JSON sub -> claims)  replaces the people (an address changed at the provider)
 *   POST /__mode    (JSON {idToken: 'normal' | 'foreignAudience' | 'expired'})  makes the next ID tokens wrong
 * A wrong ID token is re-signed with the provider's own key, so only its claims are wrong.
 */
import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt } from 'jose';
import Provider from 'oidc-provider';

const port = Number(process.env.PORT ?? 0);
const issuer = () => `http://127.0.0.1:${server.address().port}`;
let people = JSON.parse(process.env.PEOPLE ?? '{}');
let mode = 'normal';

const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
const privateJwk = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };
void publicKey;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const server = http.createServer();
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

const provider = new Provider(issuer(), {
  clients: [
    {
      client_id: process.env.CLIENT_ID ?? 'capstone',
      client_secret: process.env.CLIENT_SECRET ?? 'capstone-secret',
      redirect_uris: [process.env.REDIRECT_URI ?? 'http://127.0.0.1:3000/api/oidc/callback'],
      post_logout_redirect_uris: [process.env.POST_LOGOUT_URI ?? 'http://127.0.0.1:3000/'],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [privateJwk] },
  cookies: { keys: ['provider-test-cookie-key'] },
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified', 'hd'], profile: ['name', 'preferred_username'] },
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    if (!people[sub]) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...people[sub] }) };
  },
  // consent is not the subject of these tests: every requested scope and claim is granted
  async loadExistingGrant(ctx) {
    const existing = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (existing) return ctx.oidc.provider.Grant.find(existing);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'hd', 'name', 'preferred_username']);
    await grant.save();
    return grant;
  },
});

// a wrong ID token, signed with the right key: only the claims a client must check are off
provider.use(async (ctx, next) => {
  await next();
  if (ctx.path !== '/token' || mode === 'normal' || !ctx.body?.id_token) return;
  const claims = decodeJwt(ctx.body.id_token);
  const now = Math.floor(Date.now() / 1000);
  const changed = mode === 'foreignAudience' ? { ...claims, aud: 'some-other-application' } : { ...claims, iat: now - 7200, exp: now - 3600 };
  ctx.body = { ...ctx.body, id_token: await new SignJWT(changed).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey) };
});

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const readBody = (req) =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text));
  });

const callback = provider.callback();
server.on('request', async (req, res) => {
  try {
    const url = new URL(req.url, issuer());
    if (req.method === 'POST' && url.pathname === '/__people') {
      people = JSON.parse(await readBody(req));
      return res.end('ok');
    }
    if (req.method === 'POST' && url.pathname === '/__mode') {
      mode = JSON.parse(await readBody(req)).idToken ?? 'normal';
      return res.end('ok');
    }
    const interaction = url.pathname.match(/^\/interaction\/([^/]+)(\/login)?$/);
    if (interaction && req.method === 'GET') {
      const { uid } = await provider.interactionDetails(req, res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(
        page(
          'Test university sign-in',
          `<form method="post" action="/interaction/${escapeHtml(uid)}/login"><label for="login">University id</label> <input id="login" name="login" autocomplete="username"> <button type="submit">Sign in</button></form>`,
        ),
      );
    }
    if (interaction && interaction[2] && req.method === 'POST') {
      const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
      if (!people[login]) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(page('Unknown person', '<p>No such person at this provider.</p>'));
      }
      return await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
    }
    return callback(req, res);
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});

process.stdout.write(`ready ${issuer()}\n`);
