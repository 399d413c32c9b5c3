import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, loginAs, openBrowser, startServer, type RunningServer } from './harness';
import { startSmtp, type TestSmtp } from '../test/server/testing/smtp';

/**
 * A forgotten password, in a real browser against the built server sending to a real SMTP server: "Forgot password?"
 * on the lecturer's login screen, the link read from the mail that arrives, a new password chosen there, then a
 * sign-in with it (the old password refused). axe on every screen.
 */
jest.setTimeout(180_000);

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://eval.uni.test', MAIL_FROM: 'Evaluation <no-reply@uni.test>' });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

test('reset a forgotten password from the link in the mail, then sign in with the new one', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/loginteacher`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByLabel('Username').fill('lecturer2');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByTestId('forgot-sent').filter({ hasText: 'If this account exists' }).waitFor();
  await expectNoAxeViolations(page, 'forgot password sent');

  await smtp.waitFor(1, 20_000);
  const mail = smtp.received[0]!;
  expect(mail.subject).toBe('Reset your password');
  const link = /https:\/\/eval\.uni\.test\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  // the link is built from PUBLIC_URL; the test's server answers at its own address
  const target = new URL(link!);
  await page.goto(`${server.url}${target.pathname}${target.search}`);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await expectNoAxeViolations(page, 'choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('Lecturer-Two-Again-77');
  await page.getByLabel('Confirm the new password').fill('Lecturer-Two-Again-77');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await page.getByTestId('reset-done').waitFor();
  await expectNoAxeViolations(page, 'password changed');

  // the link works once
  await page.goto(`${server.url}${target.pathname}${target.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Lecturer-Two-Third-88');
  await page.getByLabel('Confirm the new password').fill('Lecturer-Two-Third-88');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await page.getByTestId('reset-error').filter({ hasText: 'not valid any more' }).waitFor();

  await loginAs(page, server.url, 'teach', 'lecturer2', 'Lecturer-Two-Again-77');
  await expectNoAxeViolations(page, 'lecturer home after the reset');
  await context.close();
});
