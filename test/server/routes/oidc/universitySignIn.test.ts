import type { OidcSettings } from '../../../../src/server/auth/oidc/settings';
import { callBack, throughProvider } from '../../../oidc/signInFlow';
import { startTestProvider, type TestProvider } from '../../../oidc/providerProcess';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * The university's sign-in against a real OpenID Connect provider (oidc-provider, its own process on this machine):
 * every way in and every refusal the provider, a tampered browser or an unknown person can cause.
 */
const PUBLIC_URL = 'http://127.0.0.1:9';
const settingsFor = (provider: { issuer: string; clientId: string; clientSecret: string }, extra: Partial<OidcSettings> = {}): OidcSettings => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  redirectUri: `${PUBLIC_URL}/api/oidc/callback`,
  postLogoutUri: `${PUBLIC_URL}/`,
  label: 'University account',
  allowedDomains: [],
  ...extra,
});
const PEOPLE = {
  'lecturer-one': { email: 'lecturer1@university.edu.vn', email_verified: true, name: 'Lecturer One' },
  stranger: { email: 'someone@university.edu.vn', email_verified: true },
  unverified: { email: 'lecturer2@university.edu.vn', email_verified: false },
  'student-gmail': { email: 'student1@gmail.com', email_verified: true, preferred_username: 'student1' },
  'student-campus': { email: 'student2@university.edu.vn', email_verified: true, hd: 'university.edu.vn' },
};

let provider: TestProvider;
let t: TestApp;

async function auditRows(app: TestApp, action: string) {
  return app.app.db.selectFrom('audit_log').select(['Action', 'Detail', 'Username']).where('Action', '=', action).execute();
}

/** Whether an audit row of `action` with a detail matching `detail` is written (audit rows may land just after the answer). */
async function auditShows(action: string, detail: RegExp, app: TestApp = t): Promise<boolean> {
  for (let tries = 0; tries < 30; tries++) {
    if ((await auditRows(app, action)).some((r) => detail.test(r.Detail ?? ''))) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

beforeAll(async () => {
  provider = await startTestProvider({ redirectUri: `${PUBLIC_URL}/api/oidc/callback`, postLogoutUri: `${PUBLIC_URL}/`, people: PEOPLE });
  t = await createTestApp({ oidc: settingsFor(provider), publicUrl: PUBLIC_URL });
  await t.app.oidc!.start();
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});
afterEach(() => provider.setIdTokens('normal'));

describe('a person the provider vouches for', () => {
  it('signs in to the lecturer account matched by the verified e-mail, with a session like a password login', async () => {
    const status = (await t.call('GET', '/api/oidc/status')).json().data;
    expect(status).toMatchObject({ enabled: true, available: true, label: 'University account' });

    const answer = await throughProvider(t.app, PUBLIC_URL, 'lecturer-one');
    const done = await callBack(t.app, answer);
    expect(done).toMatchObject({ status: 303, location: '/loginteacher?oidc=signed-in' });
    expect(done.session).toBeDefined();

    const me = await t.app.inject({ method: 'GET', url: '/api/oidc/me', headers: { cookie: done.session! } });
    expect(me.json().data).toMatchObject({ username: 'lecturer1', role: 'teach' });
    // the lecturer's own screens answer through that session
    const courses = await t.app.inject({ method: 'GET', url: `/api/course/${me.json().data.id}/teacher`, headers: { cookie: done.session! } });
    expect(courses.statusCode).toBe(200);

    const logins = await auditRows(t, 'login');
    expect(logins.some((r) => r.Username === 'lecturer1' && r.Detail?.includes(`university sign-in (${provider.issuer}`))).toBe(true);
  });

  it('is matched by the stored (issuer, sub) link after the address changes at the provider', async () => {
    await provider.setPeople({ ...PEOPLE, 'lecturer-one': { email: 'l.one@university.edu.vn', email_verified: true } });
    try {
      const done = await callBack(t.app, await throughProvider(t.app, PUBLIC_URL, 'lecturer-one'));
      expect(done.location).toBe('/loginteacher?oidc=signed-in');
      const me = await t.app.inject({ method: 'GET', url: '/api/oidc/me', headers: { cookie: done.session! } });
      expect(me.json().data.username).toBe('lecturer1');
    } finally {
      await provider.setPeople(PEOPLE);
    }
  });

  it('gets the role of the local account, whatever screen the sign-in started from', async () => {
    const done = await callBack(t.app, await throughProvider(t.app, PUBLIC_URL, 'lecturer-one', 'std'));
    expect(done.location).toBe('/loginteacher?oidc=signed-in');
  });
});

describe('refused, with an audit row and no session', () => {
  it('an unknown person: nothing is created for them', async () => {
    const accountsBefore = await t.app.db.selectFrom('account').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const done = await callBack(t.app, await throughProvider(t.app, PUBLIC_URL, 'stranger'));
    expect(done).toMatchObject({ status: 303, location: '/loginteacher?oidc=unknownPerson', session: undefined });
    const accountsAfter = await t.app.db.selectFrom('account').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(accountsAfter.n)).toBe(Number(accountsBefore.n));
    expect(await auditShows('login.failed', /someone@university\.edu\.vn/)).toBe(true);
  });

  it('an address the provider has not verified matches nobody', async () => {
    const done = await callBack(t.app, await throughProvider(t.app, PUBLIC_URL, 'unverified'));
    expect(done).toMatchObject({ location: '/loginteacher?oidc=unknownPerson', session: undefined });
  });

  it('a tampered state', async () => {
    const answer = await throughProvider(t.app, PUBLIC_URL, 'lecturer-one');
    const tampered = { ...answer, callbackPath: answer.callbackPath.replace(/state=([^&]+)/, 'state=forged-state-value') };
    const done = await callBack(t.app, tampered);
    expect(done).toMatchObject({ location: '/loginteacher?oidc=stateMismatch', session: undefined });
    expect(await auditShows('login.failed', /stateMismatch/)).toBe(true);
  });

  it('an answer without the flow cookie (another browser, or expired)', async () => {
    const answer = await throughProvider(t.app, PUBLIC_URL, 'lecturer-one');
    const done = await callBack(t.app, answer, '');
    expect(done).toMatchObject({ location: '/loginstudent?oidc=stateMismatch', session: undefined });
  });

  it('a replayed code: the second use gets no session', async () => {
    const answer = await throughProvider(t.app, PUBLIC_URL, 'lecturer-one');
    expect((await callBack(t.app, answer)).session).toBeDefined();
    const replay = await callBack(t.app, answer);
    expect(replay).toMatchObject({ location: '/loginteacher?oidc=providerRefused', session: undefined });
  });

  it('an ID token made for another application', async () => {
    await provider.setIdTokens('foreignAudience');
    const done = await callBack(t.app, await throughProvider(t.app, PUBLIC_URL, 'lecturer-one'));
    expect(done).toMatchObject({ location: '/loginteacher?oidc=tokenRejected', session: undefined });
    expect(await auditShows('login.failed', /tokenRejected.*claim "aud"/)).toBe(true);
  });

  it('an expired ID token', async () => {
    await provider.setIdTokens('expired');
    const done = await callBack(t.app, await throughProvider(t.app, PUBLIC_URL, 'lecturer-one'));
    expect(done).toMatchObject({ location: '/loginteacher?oidc=tokenRejected', session: undefined });
    expect(await auditShows('login.failed', /tokenRejected.*claim "exp"/)).toBe(true);
  });
});

describe('the admin', () => {
  it('sees the linked accounts and can unlink one; nobody else can', async () => {
    const [admin, student] = [await t.login('admin', 'admin', 'admin123'), await t.login('std', 'student1', 'student123')];
    const links = (await t.call('GET', '/api/oidc/links', admin)).json().data as Array<{ accountId: number; username: string; issuer: string }>;
    const lecturer = links.find((l) => l.username === 'lecturer1');
    expect(lecturer).toMatchObject({ issuer: provider.issuer });
    expect((await t.call('GET', '/api/oidc/links', student)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/oidc/links/${lecturer!.accountId}`, student)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/oidc/links/${lecturer!.accountId}`, admin)).json().data).toEqual({ unlinked: true });
    expect((await t.call('GET', '/api/oidc/links', admin)).json().data.some((l: { username: string }) => l.username === 'lecturer1')).toBe(false);
    expect((await t.call('DELETE', `/api/oidc/links/${lecturer!.accountId}`, admin)).statusCode).toBe(404);
  });
});

describe('allowed domains and a username claim', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ oidc: settingsFor(provider, { allowedDomains: ['university.edu.vn'], usernameClaim: 'preferred_username' }), publicUrl: PUBLIC_URL });
    await c.app.oidc!.start();
  });
  afterAll(() => c?.close());

  it('refuses a student whose verified address is outside the allowed domains, though the claim names an account', async () => {
    const done = await callBack(c.app, await throughProvider(c.app, PUBLIC_URL, 'student-gmail', 'std'));
    expect(done).toMatchObject({ location: '/loginstudent?oidc=domainNotAllowed', session: undefined });
  });

  it('signs in a student of the allowed domain (Google hd checked too)', async () => {
    const done = await callBack(c.app, await throughProvider(c.app, PUBLIC_URL, 'student-campus', 'std'));
    expect(done).toMatchObject({ location: '/loginstudent?oidc=signed-in' });
    expect(done.session).toBeDefined();
  });
});

describe('the provider down', () => {
  it('stopped mid-flow: the answer cannot be finished, no session', async () => {
    const second = await startTestProvider({ redirectUri: `${PUBLIC_URL}/api/oidc/callback`, postLogoutUri: `${PUBLIC_URL}/`, people: PEOPLE });
    const d = await createTestApp({ oidc: settingsFor(second), publicUrl: PUBLIC_URL });
    try {
      await d.app.oidc!.start();
      const answer = await throughProvider(d.app, PUBLIC_URL, 'lecturer-one');
      await second.stop();
      const done = await callBack(d.app, answer);
      expect(done).toMatchObject({ location: '/loginteacher?oidc=providerUnavailable', session: undefined });
    } finally {
      await d.close();
      await second.stop();
    }
  });

  it('unreachable at start: the product starts, the sign-in says unavailable, health says degraded', async () => {
    const u = await createTestApp({ oidc: settingsFor({ issuer: 'http://127.0.0.1:1/', clientId: 'x', clientSecret: 'y' }), publicUrl: PUBLIC_URL });
    try {
      await u.app.oidc!.start();
      expect((await u.call('GET', '/api/oidc/status')).json().data).toMatchObject({ enabled: true, available: false });
      const health = await u.call('GET', '/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json().data.status).toBe('degraded');
      const start = await u.call('GET', '/api/oidc/login?role=teach');
      expect(start.headers.location).toBe('/loginteacher?oidc=providerUnavailable');
      // the spec's logins still work
      expect(await u.login('teach', 'lecturer1', 'lecturer123')).toEqual(expect.any(String));
    } finally {
      await u.close();
    }
  });
});

describe('password sign-in per role', () => {
  it('turned off for students: a student is refused, the bootstrap admin still signs in', async () => {
    const p = await createTestApp({ passwordLogin: ['teach'] });
    try {
      const refused = await p.call('POST', '/api/loginstudent', null, { username: 'student1', password: 'student123' });
      expect(refused.json().data).toMatchObject({ status: 403, code: 'passwordLoginOff' });
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(await p.login('teach', 'lecturer1', 'lecturer123')).toEqual(expect.any(String));
      expect(await p.login('admin', 'admin', 'admin123')).toEqual(expect.any(String));
      expect(await auditShows('login.failed', /PASSWORD_LOGIN/, p)).toBe(true);
    } finally {
      await p.close();
    }
  });
});
