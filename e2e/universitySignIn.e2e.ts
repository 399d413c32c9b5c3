import type { Browser } from 'playwright-core';
import { startTestProvider, type TestProvider } from '../test/oidc/providerProcess';
import { expectNoAxeViolations, freePort, HOME, LOGIN_SCREEN, openBrowser, startServer, type RunningServer } from './harness';

/**
 * The university's sign-in in a real browser: the built server configured with a real OpenID Connect provider
 * (oidc-provider on this machine); a lecturer signs in through the provider's own sign-in page and lands on the
 * lecturer's home with the session cookie; a student outside the allowed domains is refused on a page that says
 * so, in English and in Vietnamese, at 1280 px and on a phone. axe on every screen of ours.
 */
jest.setTimeout(180_000);

let provider: TestProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  provider = await startTestProvider({
    redirectUri: `${base}/api/oidc/callback`,
    postLogoutUri: `${base}/`,
    people: {
      'lecturer-one': { email: 'lecturer1@university.edu.vn', email_verified: true, hd: 'university.edu.vn' },
      'student-gmail': { email: 'student1@gmail.com', email_verified: true, preferred_username: 'student1' },
    },
  });
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: base,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_LABEL: 'University account',
    OIDC_ALLOWED_DOMAINS: 'university.edu.vn',
    OIDC_USERNAME_CLAIM: 'preferred_username',
  });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
});

async function throughProvider(page: import('playwright-core').Page, who: string) {
  await page.getByLabel('University id').fill(who);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the university sign-in', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    it(`signs a lecturer in through the provider's own page and opens the lecturer's home (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}${LOGIN_SCREEN.teach}`);
      const button = page.getByRole('link', { name: 'Sign in with University account' });
      await button.waitFor();
      await expectNoAxeViolations(page, 'lecturer login with the university button');
      await button.click();
      await page.waitForURL(`${provider.issuer}/**`);
      await throughProvider(page, 'lecturer-one');
      await page.waitForURL(`${server.url}${HOME.teach}`);
      const cookies = await context.cookies(server.url);
      const session = cookies.find((c) => c.name === 'token');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookies.some((c) => c.name === 'oidc_flow')).toBe(false);
      await page.getByRole('button', { name: 'lecturer1' }).waitFor();
      await expectNoAxeViolations(page, "lecturer's home after the university sign-in");

      // signing out offers to end the provider's session too
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${server.url}${LOGIN_SCREEN.teach}?oidc=signed-out`);
      await page.getByRole('link', { name: 'Sign out of University account' }).waitFor();
      await expectNoAxeViolations(page, 'login after signing out');
      await context.close();
    });
  }

  for (const [language, locale, text] of [
    ['English', 'en-US', 'Your university account is not in a domain allowed to sign in here.'],
    ['Vietnamese', 'vi-VN', 'Tài khoản trường của bạn không thuộc tên miền được phép đăng nhập ở đây.'],
  ] as const) {
    it(`refuses a student outside the allowed domains and says so (${language})`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${server.url}${LOGIN_SCREEN.std}`);
      await page.getByTestId('university-sign-in').getByRole('link').click();
      await page.waitForURL(`${provider.issuer}/**`);
      await throughProvider(page, 'student-gmail');
      await page.waitForURL(`${server.url}${LOGIN_SCREEN.std}?oidc=domainNotAllowed`);
      const refusal = page.getByTestId('university-refusal');
      await refusal.getByText(text).waitFor();
      expect(await refusal.getAttribute('role')).toBe('alert');
      expect((await context.cookies(server.url)).some((c) => c.name === 'token')).toBe(false);
      await expectNoAxeViolations(page, `refusal (${language})`);
      await context.close();
    });
  }
});
