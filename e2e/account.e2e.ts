import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, loginAs, poll, settled, useServerAndBrowser } from './harness';

/**
 * In a real browser against the built server: a user changes the own password (the old one is
 * refused afterwards, the new one works); an admin resets a student's password, the student logs in with the
 * temporary one and must choose a new one before anything else; the admin reads both in the Audit section and
 * exports it as CSV. axe (WCAG 2.1 A/AA) on every screen.
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();
const WIDE = { viewport: { width: 1600, height: 900 } };

async function tryLogin(page: Page, path: string, username: string, password: string) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).last().click();
}

describe('change the own password (item 4)', () => {
  it('from the user page: the old password is refused afterwards, the new one works', async () => {
    const { context, page } = await e2e.signedIn(DEMO.student1, WIDE);
    await page.getByRole('button', { name: 'student1' }).click();
    await page.getByRole('heading', { name: 'User detail' }).waitFor();
    await expectNoAxeViolations(page, 'user page');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    // the shared rules, before any call: a common password
    await dialog.getByLabel(/^New password/).fill('password1');
    await dialog.getByLabel('Confirm new password').click();
    await dialog.getByText('The new password is too common: choose another one').waitFor();
    await expectNoAxeViolations(page, 'change password dialog with an error');
    // the server's refusal: a wrong current password
    await changePassword(page, 'not-my-password', 'Student-One-New-42');
    await dialog.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();
    await expectNoAxeViolations(page, 'change password dialog with the server refusal');
    await dialog.getByLabel('Current password').fill('student123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    // every session ends: the browser goes to the login screen
    await page.waitForURL(`${e2e.url}/loginstudent`);
    await page.getByText('Password changed. Please log in with your new password.').waitFor();
    await expectNoAxeViolations(page, 'login screen after the change');
    await tryLogin(page, '/loginstudent', 'student1', 'student123');
    await page.getByTestId('login-error').filter({ hasText: 'Invalid username or password' }).waitFor();
    await loginAs(page, e2e.url, 'std', 'student1', 'Student-One-New-42');
    await expectNoAxeViolations(page, 'student home with the new password');
    await context.close();
  });
});

describe('admin reset (item 4)', () => {
  let temporary = '';

  it('the admin resets a student password from the Students list and sees the temporary password once', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, WIDE);
    await page.goto(`${e2e.url}/admin?section=student`);
    const row = page.getByRole('grid', { name: 'Students' }).getByRole('row').filter({ hasText: 'SE160002' });
    await row.waitFor();
    await expectNoAxeViolations(page, 'students list with the reset column');
    await row.getByRole('button', { name: 'Reset password of student 2' }).click();
    const ask = page.getByRole('dialog', { name: 'Reset password' });
    await ask.getByText(/Reset the password of student Tran Quoc Bao \(ID = 2\)/).waitFor();
    await expectNoAxeViolations(page, 'reset confirmation');
    await ask.getByRole('button', { name: 'Reset password' }).click();
    const done = page.getByRole('dialog', { name: 'Temporary password' });
    await done.waitFor();
    temporary = (await done.getByTestId('temporary-password').textContent()) ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    await expectNoAxeViolations(page, 'temporary password dialog');
    await done.getByRole('button', { name: 'Done' }).click();
    await poll(async () => page.getByRole('dialog').count(), (n) => n === 0, () => 'the dialog stayed open');
    await context.close();
  });

  it('the student logs in with it, must choose a new password first, then logs in with the new one', async () => {
    expect(temporary).not.toBe('');
    const context = await e2e.browser.newContext(WIDE);
    const page = await context.newPage();
    await tryLogin(page, '/loginstudent', 'student2', 'student123');
    await page.getByTestId('login-error').filter({ hasText: 'Invalid username or password' }).waitFor();
    await tryLogin(page, '/loginstudent', 'student2', temporary);
    await page.waitForURL(`${e2e.url}/change-password`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectNoAxeViolations(page, 'forced password change');
    // nothing else opens before the change
    await page.goto(`${e2e.url}/student`);
    await page.waitForURL(`${e2e.url}/change-password`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await changePassword(page, temporary, 'Student-Two-Own-77');
    await page.waitForURL(`${e2e.url}/loginstudent`);
    await loginAs(page, e2e.url, 'std', 'student2', 'Student-Two-Own-77');
    await expectNoAxeViolations(page, 'student home after the forced change');
    await context.close();
  });
});

describe('an account the admin creates gets a temporary password (ASVS 2.1.1)', () => {
  it('its first login on a phone shows the change form before anything else; a password under 12 characters is refused', async () => {
    const admin = await fetch(`${e2e.url}/api/loginadmin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO.admin.username, password: DEMO.admin.password }) });
    const { token } = (await admin.json()) as { token: string };
    const add = await fetch(`${e2e.url}/api/student/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: 'NEW20260', name: 'Vo Thi Moi', birthday: '2004-05-06', address: 'Da Nang', username: 'newcomer1', password: 'given-by-admin' }),
    });
    expect(((await add.json()) as { status: number }).status).toBe(200);
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await tryLogin(page, '/loginstudent', 'newcomer1', 'given-by-admin');
    await page.waitForURL(`${e2e.url}/change-password`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByText('Your password is a temporary one set by an administrator. Choose your own password to continue.').waitFor();
    await expectNoAxeViolations(page, 'first login: forced change on a phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto(`${e2e.url}/student`);
    await page.waitForURL(`${e2e.url}/change-password`);
    // the shared rule, before any call: 11 characters
    await page.getByLabel(/^New password/).fill('Eleven-char');
    await page.getByLabel('Confirm new password').click();
    await page.getByText('The new password must be at least 12 characters long').waitFor();
    await expectNoAxeViolations(page, 'first login: the 12-character rule');
    await changePassword(page, 'given-by-admin', 'Newcomer-Own-Choice-7');
    await page.waitForURL(`${e2e.url}/loginstudent`);
    await loginAs(page, e2e.url, 'std', 'newcomer1', 'Newcomer-Own-Choice-7');
    await page.waitForURL(`${e2e.url}/student`);
    await expectNoAxeViolations(page, 'student home after the first-login change');
    await context.close();
  });
});

describe('the Audit section (item 6)', () => {
  it('shows a typed username with line breaks and an RTL override as visible escapes, not as a forged line', async () => {
    const typed = 'evil\r\nadmin login ok\u202eexe';
    const tried = await fetch(`${e2e.url}/api/loginadmin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: typed, password: 'Wrong-Audit-Pass-1' }) });
    expect(tried.status).toBe(200);
    const { context, page } = await e2e.signedIn(DEMO.admin, WIDE);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: 'Audit', exact: true }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Audit log' });
    await page.getByRole('textbox', { name: 'Search' }).fill('evil');
    const shown = 'evil\\r\\nadmin login ok\\u202eexe';
    await poll(
      async () => grid.locator('[role="gridcell"][data-field="Username"]').allTextContents(),
      (cells) => cells.length === 1 && cells[0] === shown,
      (cells) => `cells: ${JSON.stringify(cells)}`,
    );
    await expectNoAxeViolations(page, 'audit section with an escaped username');
    await context.close();
  });

  it('lists the events newest first, filters them on the server and exports the filtered rows', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, WIDE);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: 'Audit', exact: true }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Audit log' });
    await grid.getByRole('row').filter({ hasText: 'password.reset' }).first().waitFor();
    await settled(page);
    await expectNoAxeViolations(page, 'audit section');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'password.change', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('.MuiPopover-root'));
    await poll(
      async () => grid.getByRole('row').allTextContents(),
      (rows) => rows.length === 5 && rows.slice(1).every((r) => r.includes('password.change')),
      (rows) => `rows: ${rows.join(' | ')}`,
    );
    // newest first: newcomer1's first-login change, student2's forced change, student1's change, student1's refused try (wrong current password)
    const rows = (await grid.getByRole('row').allTextContents()).slice(1);
    expect(rows.map((r) => /student\d|newcomer1/.exec(r)?.[0])).toEqual(['newcomer1', 'student2', 'student1', 'student1']);
    expect(await grid.locator('[role="row"] [data-field="Outcome"][role="gridcell"]').allTextContents()).toEqual(['ok', 'ok', 'ok', 'refused']);
    await expectNoAxeViolations(page, 'audit section filtered');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(file.suggestedFilename()).toBe('audit.csv');
    const lines = readFileSync(await file.path(), 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Id,At (UTC),Account Id,Username,Role,Action,Target,Target Id,Detail,Address,Outcome,Count');
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['newcomer1', 'student2', 'student1', 'student1']);
    // the typed passwords never reach the log
    const all = (await (await page.request.get(`${e2e.url}/api/audit?pageSize=1000`)).text());
    for (const secret of ['student123', 'Student-One-New-42', 'Student-Two-Own-77', 'not-my-password', 'given-by-admin', 'Newcomer-Own-Choice-7']) expect(all).not.toContain(secret);
    await context.close();
  });
});
