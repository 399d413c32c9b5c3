import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, type Role } from '../../../common/roles';
import { LoginUser } from '../../../common/contract/account';
import { callerSession } from '../../http/guard';
import { FLOW_COOKIE, FLOW_SECONDS, FlowSealer } from '../../auth/oidc/flow';
import { ProviderError, type ProviderFailure } from '../../auth/oidc/provider';
import { cookiesOf, setTokenCookie } from '../../auth/sessionCookie';
import { findLoginUserByAccount } from '../../domain/accounts';
import { notFound } from '../../domain/errors';
import { linkedAccounts, unlinkAccount } from '../../domain/identityLinks';
import { signInWithProvider, type UniversityRefusal } from '../../domain/universitySignIn';
import { ok, S } from '../../http/schema';

const ROLES = ['std', 'teach', 'admin'] as const;
const RoleName = S.union(ROLES.map((r) => Type.Literal(r)));

const Status = S.envelope(
  S.row({
    enabled: S.bool,
    available: S.bool,
    label: S.optional(S.string()),
    passwordLogin: S.array(RoleName),
    endSessionUrl: S.optional(S.string()),
  }),
);

/** a redirect: no body */
const REDIRECT = { 303: Type.Null() };

const Link = S.row({ accountId: S.id, username: S.string(), role: S.string(), issuer: S.string(), email: S.nullable(S.string()), linkedAt: S.string(), lastSignInAt: S.string() });

/**
 * The university's sign-in (OpenID Connect): the login screens' button starts at /oidc/login, the provider answers
 * at /oidc/callback, and the browser lands back on the login screen it started from — signed in
 * (`?oidc=signed-in`, the screen then reads /oidc/me and goes home as after a password login) or with the reason it
 * was refused (`?oidc=<reason>`, said there in the chosen language).
 */
const oidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sealer = new FlowSealer(app.config.jwtSecret);
  const provider = app.oidc;

  const writeFlowCookie = (request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) => {
    // Lax, not Strict: the provider's answer arrives as a top-level navigation from its own site
    reply.header('set-cookie', app.serializeCookie(FLOW_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/api/oidc', secure: request.protocol === 'https', maxAge }));
  };
  const backTo = (reply: FastifyReply, role: Role, outcome: UniversityRefusal | ProviderFailure | 'signed-in') =>
    reply.redirect(`${LOGIN_PATH[role]}?oidc=${outcome}`, 303);

  app.get(
    '/oidc/status',
    { config: { access: 'public' }, schema: { summary: "Whether the university's sign-in is configured and reachable, and which roles may use a password", response: ok(Status) } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const endSessionUrl = provider?.endSessionUrl() ?? undefined;
      return {
        status: 200,
        data: {
          enabled: provider !== null,
          available: provider?.available ?? false,
          label: provider?.settings.label,
          passwordLogin: app.config.passwordLogin,
          ...(endSessionUrl ? { endSessionUrl } : {}),
        },
      };
    },
  );

  app.get(
    '/oidc/login',
    {
      config: { access: 'public' },
      schema: { summary: "Starts the university's sign-in: sends the browser to the provider", querystring: S.row({ role: S.optional(RoleName) }), response: REDIRECT },
    },
    async (request, reply) => {
      const role: Role = request.query.role ?? 'std';
      if (!provider?.available) return backTo(reply, role, 'providerUnavailable');
      const { url, flow } = await provider.begin(role);
      writeFlowCookie(request, reply, await sealer.seal(flow), FLOW_SECONDS);
      reply.header('cache-control', 'no-store');
      return reply.redirect(url, 303);
    },
  );

  app.get(
    '/oidc/callback',
    { config: { access: 'public' }, schema: { summary: "The provider's answer (the redirect URI registered with it)", querystring: S.record(S.string(), S.string({ maxLength: 4000 })), response: REDIRECT } },
    async (request, reply) => {
      const flow = await sealer.open(cookiesOf(request)[FLOW_COOKIE]);
      // used once: whatever happens next, this browser's flow is over
      writeFlowCookie(request, reply, '', 0);
      reply.header('cache-control', 'no-store');
      const audit = (reason: ProviderFailure, detail: string) =>
        app.audit.record({ accountId: null, username: 'university sign-in', role: null, action: 'login.failed', detail: `university sign-in (${provider?.settings.issuer ?? 'not configured'}): ${reason}: ${detail}`, address: request.ip, outcome: 'denied' });
      if (!provider) return backTo(reply, 'std', 'providerUnavailable');
      if (!flow) {
        audit('stateMismatch', 'no sign-in was started from this browser, or it expired');
        return backTo(reply, 'std', 'stateMismatch');
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const identity = await provider.finish(new URL(`${provider.settings.redirectUri}${query}`), flow);
        const outcome = await signInWithProvider(
          { db: app.db, tokens: app.tokens, sessions: app.sessions, audit: app.audit, emailDomain: app.config.emailDomain, settings: provider.settings },
          identity,
          request.ip,
        );
        if ('refused' in outcome) return backTo(reply, flow.role, outcome.refused);
        setTokenCookie(request, reply, outcome.signedIn.token, app.tokens.ttlSeconds);
        return backTo(reply, outcome.signedIn.user.role, 'signed-in');
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        audit(error.reason, error.detail);
        return backTo(reply, flow.role, error.reason);
      }
    },
  );

  app.get(
    '/oidc/me',
    { config: { access: 'signedIn' }, schema: { summary: 'The signed-in user, as a password login answers it (the end of the university sign-in)', response: ok(S.envelope(LoginUser)) } },
    async (request) => {
      const session = callerSession(request);
      const user = await findLoginUserByAccount(app.db, session.accountId, session.role);
      if (!user) throw notFound('accountUnknown');
      return { status: 200, data: { id: user.id, username: user.username, role: session.role, name: user.name, mustChangePassword: user.mustChangePassword === 1, language: user.language ?? undefined } };
    },
  );

  app.get(
    '/oidc/links',
    { config: { access: ['admin'] }, schema: { summary: "Accounts linked to a person at the university's provider", response: ok(S.envelope(S.array(Link))) } },
    async () => ({ status: 200, data: await linkedAccounts(app.db) }),
  );

  app.delete(
    '/oidc/links/:accountId',
    { config: { access: ['admin'] }, schema: { summary: "Unlinks an account: its next university sign-in matches by e-mail or username again", params: S.params('accountId'), response: ok(S.envelope(S.row({ unlinked: S.bool }))) } },
    async (request) => {
      if (!(await unlinkAccount(app.db, request.params.accountId))) throw notFound('accountUnknown');
      return { status: 200, data: { unlinked: true } };
    },
  );
};

export default oidcRoutes;
