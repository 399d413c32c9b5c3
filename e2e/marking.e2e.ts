import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';
import { fillCanteenGrid, fillProject2, openBoardAProject, PROJECT2, until } from './markingHelpers';

/**
 * No typed mark is ever lost (drafts, session expiry, offline, leave guards), the read-only published
 * grid, live progress between two browsers, and the phone layout.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
const openProject = (page: Page, project: RegExp) => openBoardAProject(page, e2e.url, project);
const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

describe('marking without loss', () => {
  it('keeps typed marks through a reload and a Logout/Login, asking before Logout', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await openProject(page, PROJECT2);
    await page.getByLabel('SE160004 Presentation', { exact: true }).fill('7,5');
    await page.getByLabel('SE160005 Demo', { exact: true }).fill('6');
    await until(() => page.getByTestId('save-status').innerText(), '2 unsaved marks');
    await until(async () => page.getByTestId('filled-count').innerText(), '2 / 6 filled');
    await expectNoAxeViolations(page, 'marking grid with drafts');

    await page.reload();
    await page.getByText('2 unsaved marks restored').waitFor();
    expect(await value(page, 'SE160004 Presentation')).toBe('7,5');
    expect(await value(page, 'SE160005 Demo')).toBe('6');
    await expectNoAxeViolations(page, 'restored banner');

    // Logout asks first; the marks stay in this browser for the same account
    await page.getByRole('button', { name: 'Logout' }).click();
    const ask = page.getByRole('dialog', { name: 'Log out with unsaved marks?' });
    await ask.waitFor();
    await expectNoAxeViolations(page, 'logout question');
    await ask.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toMatch(/teacherboardscore/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await ask.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${e2e.url}/`);

    // another account in the same browser never sees them
    await page.goto(`${e2e.url}/loginteacher`);
    await page.getByLabel('Username').fill('lecturer2');
    await page.getByLabel('Password').fill('lecturer123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.url}/teacher`);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('capstone.marking.draft')));
    expect(keys).toHaveLength(1);
    const lecturer2Id = await page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('user='))!.slice(5))).id as number);
    expect(keys[0]!.split(':')[1]).toMatch(/^teach-\d+$/);
    expect(keys[0]!.split(':')[1]).not.toBe(`teach-${lecturer2Id}`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${e2e.url}/`);

    await page.goto(`${e2e.url}/loginteacher`);
    await page.getByLabel('Username').fill('lecturer1');
    await page.getByLabel('Password').fill('lecturer123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.url}/teacher`);
    await openProject(page, PROJECT2);
    await page.getByText('2 unsaved marks restored').waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await until(() => value(page, 'SE160004 Presentation'), '');
    await context.close();
  });

  it('signs in again in place when the session ends, then saves what was typed', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await openProject(page, PROJECT2);
    await fillProject2(page, ['7', '8', '9', '6', '7.5', '5']);
    // the session ends on the server (as an expiry would): the next save gets 401
    const ended = await context.request.post(`${e2e.url}/api/logout`, { headers: { 'content-type': 'application/json' } });
    expect(ended.status()).toBe(200);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await page.getByText('Your 6 typed marks are kept.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'sign in again');
    expect(page.url()).toMatch(/teacherboardscore/);
    await dialog.getByLabel('Password').fill('lecturer123');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Update grade successfully').first().waitFor();
    await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
    await until(() => page.getByTestId('save-status').innerText(), '');
    // saved once, with the typed values
    const saved = await page.evaluate(async () => (await fetch('/api/marking/1/2')).json() as Promise<{ data: { scores: { Score: number }[] } }>);
    expect(saved.data.scores.map((s) => s.Score).sort()).toEqual([5, 6, 7, 7.5, 8, 9]);
    await context.close();
  });

  it('queues the save while offline and sends it when the network is back', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await openProject(page, PROJECT2);
    await page.getByLabel('SE160004 Presentation', { exact: true }).waitFor();
    await context.setOffline(true);
    await page.getByLabel('SE160004 Presentation', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Update' }).click();
    await until(() => page.getByTestId('save-status').innerText(), 'Offline — 1 mark waiting');
    await expectNoAxeViolations(page, 'offline');
    await context.setOffline(false);
    await page.getByText('Update grade successfully').first().waitFor();
    await until(() => page.getByTestId('save-status').innerText(), '');
    await page.reload();
    await until(() => value(page, 'SE160004 Presentation'), '4');
    await context.close();
  });

  it('shows a conflict per cell and lets the lecturer keep theirs', async () => {
    const a = await e2e.signedIn(DEMO.lecturer1);
    const b = await e2e.signedIn(DEMO.lecturer1);
    for (const { page } of [a, b]) await openProject(page, PROJECT2);
    await a.page.getByLabel('SE160004 Report', { exact: true }).fill('3');
    await a.page.getByRole('button', { name: 'Update' }).click();
    await a.page.getByText('Update grade successfully').first().waitFor();

    await b.page.getByLabel('SE160004 Report', { exact: true }).fill('2');
    await b.page.getByRole('button', { name: 'Update' }).click();
    const panel = b.page.getByRole('main').getByRole('alert').filter({ hasText: 'changed elsewhere since you typed' });
    await panel.waitFor();
    await panel.getByText('yours 2, theirs 3').waitFor();
    expect(await value(b.page, 'SE160004 Report')).toBe('2');
    await expectNoAxeViolations(b.page, 'conflict panel');
    await panel.getByRole('button', { name: 'Keep mine (2)' }).click();
    await b.page.getByRole('button', { name: 'Update' }).click();
    await b.page.getByText('Update grade successfully').first().waitFor();
    await a.page.reload();
    await until(() => value(a.page, 'SE160004 Report'), '2');
    await a.context.close();
    await b.context.close();
  });

  it('asks before leaving by the logo and the back button', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await openProject(page, PROJECT2);
    await page.getByLabel('SE160005 Report', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'EVALUATION PROJECT' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await page.goBack();
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toMatch(/teacherboardscore/);
    expect(await value(page, 'SE160005 Report')).toBe('1');
    await page.getByRole('button', { name: 'EVALUATION PROJECT' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${e2e.url}/teacher`);
    await context.close();
  });

  it('shows a published project read-only, with its publication and final results', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await openProject(page, /1 - Smart Campus Parking/);
    await page.getByText(/Published on \d{4}-\d{2}-\d{2} \d{2}:\d{2} by admin/).waitFor();
    expect(await page.getByRole('button', { name: /^(Submit|Update)$/ }).count()).toBe(0);
    expect(await page.getByLabel('SE160001 Presentation', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await until(() => page.getByTestId('final-SE160001').innerText(), /^\d+\.\d{2} \((Passed|Not passed)\)$/);
    await expectNoAxeViolations(page, 'published grid');
    await context.close();
  });

  it('updates the board completion tracker of another browser live, without reload', async () => {
    const admin = await e2e.signedIn(DEMO.admin);
    await admin.page.goto(`${e2e.url}/boarddetails/2`);
    await admin.page.getByRole('tab', { name: 'Completion tracker' }).click();
    const tracker = admin.page.getByRole('list', { name: 'Completion tracker' });
    await tracker.waitFor();
    const before = await tracker.innerText();
    expect(before).toContain('Tran Thi Binh');

    // lecturer2 (Tran Thi Binh) marks project 3 of board 2 in another browser
    const lecturer = await e2e.signedIn(DEMO.lecturer2);
    await fillCanteenGrid(lecturer.page);
    const started = Date.now();
    await lecturer.page.getByRole('button', { name: 'Submit' }).click();
    await lecturer.page.getByText('Update grade successfully').first().waitFor();
    await poll(() => tracker.innerText(), (now) => !now.includes('Tran Thi Binh'), () => 'the tracker still lists Tran Thi Binh');
    expect(Date.now() - started).toBeLessThan(4000);
    await expectNoAxeViolations(admin.page, 'live tracker');
    await admin.context.close();
    await lecturer.context.close();
  });

  it('fits a phone: header on one line, one card per student, no sideways scrolling', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, { viewport: { width: 390, height: 844 } });
    await openProject(page, PROJECT2);
    await page.getByRole('list', { name: 'Marking cards' }).waitFor();
    expect(await page.getByRole('list', { name: 'Marking cards' }).getByRole('listitem').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const user = (await page.getByRole('button', { name: 'lecturer1' }).boundingBox())!;
    const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(user.x + user.width).toBeLessThanOrEqual(logout.x);
    expect(Math.abs(user.y - logout.y)).toBeLessThan(20);
    await page.getByLabel('SE160004 Presentation', { exact: true }).fill('8');
    await until(() => page.getByTestId('card-total-SE160004').innerText(), /^Total: /);
    await expectNoAxeViolations(page, 'phone marking');
    await context.close();
  });
});
