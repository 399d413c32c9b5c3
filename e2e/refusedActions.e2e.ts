import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, settled, useServerAndBrowser } from './harness';
import { signedInAt } from './screens';

/**
 * No refused action offered: the subject page's Remove of a course with projects and students is disabled like the
 * lists' Remove, and the reason of every disabled Remove is an info button the keyboard reaches (its name is the
 * reason; focus shows it), in English and Vietnamese; so is a published project's disabled Remove (as the board
 * page's Publish, Remove and Add when unavailable). A delete leaves no 404 behind (the list's refetch never asks
 * for the row it removed).
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();

/** Every 404 the page sees (answers and console errors) from now on. */
function watch404(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) seen.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /404/.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

/** Tab from the element before until `name` is focused: the keyboard reaches it. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (name.test(label)) return;
  }
  throw new Error(`the keyboard never reached ${name}`);
}

describe('refused actions', () => {
  it("a published project's page: the disabled Remove's reason is an info button the keyboard reaches, its name the reason", async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.url}/projectdetails/1/1`);
    const remove = page.getByRole('button', { name: 'Remove Nguyen Minh Anh (The project is published)' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    await page.locator('main h1').focus();
    await tabTo(page, /^The project is published$/);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.getByRole('tooltip').filter({ hasText: 'The project is published' }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, 'published project, the reason of a disabled Remove');
    await context.close();
  });

  it("subject page: a course others depend on has no Remove to click, its reason reached by the keyboard; a free course's Remove deletes without a 404", async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.url}/subjectdetails/1`);
    const grid = page.getByRole('grid', { name: 'List course in subject' });
    await grid.getByText('SEP490-G1').waitFor();
    const remove = grid.getByRole('button', { name: 'Remove course SEP490-G1' });
    expect(await remove.isDisabled()).toBe(true);
    await page.locator('main h1').focus();
    await tabTo(page, /^Cannot delete course 1: it still has/);
    await page.getByRole('tooltip').filter({ hasText: /^Cannot delete course 1/ }).waitFor();
    await expectNoAxeViolations(page, 'subject page, the reason of a disabled Remove');

    // a course with nothing in it can be removed, and its removal asks for nothing that is gone
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '+ Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByRole('combobox', { name: 'Semester' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: 'Lecturer' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Course name').fill('SEP490-FREE');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    const free = grid.getByRole('button', { name: 'Remove course SEP490-FREE' });
    await free.waitFor();
    expect(await free.isDisabled()).toBe(false);
    const seen = watch404(page);
    await free.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await grid.getByText('SEP490-FREE').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await context.close();
  });

  it('admin lists: a disabled Remove has its reason beside it for the keyboard; deleting a free row logs no 404', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.url}/admin?section=subject`);
    const grid = page.getByRole('grid').first();
    await grid.getByRole('row').nth(1).waitFor();
    const info = grid.getByRole('button', { name: /^Cannot delete subject 1: it still has/ });
    await info.waitFor();
    await page.locator('main h1').focus();
    await tabTo(page, /^Cannot delete subject 1: it still has/);
    await page.getByRole('tooltip').waitFor();
    await expectNoAxeViolations(page, 'subjects, the reason of a disabled Remove');
    await page.keyboard.press('Escape');

    // a subject nothing depends on (added here through the API): its Remove deletes it, and nothing asks for it after
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/subject/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Free subject', description: 'nothing depends on it' }) });
      return ((await res.json()) as { data: { id: number } }).data.id;
    });
    await page.reload();
    const free = page.getByRole('button', { name: `Remove subject ${id}`, exact: true });
    await free.waitFor();
    const seen = watch404(page);
    await free.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await free.waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(seen).toEqual([]);
    await context.close();
  });

  it('in Vietnamese the reason reads in Vietnamese', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, 'vi', 1280);
    await page.goto(`${e2e.url}/subjectdetails/1`);
    const info = page.getByRole('button', { name: /^Không thể xóa lớp học phần 1: vẫn còn/ });
    await info.waitFor();
    await info.focus();
    await page.getByRole('tooltip').filter({ hasText: /^Không thể xóa/ }).waitFor();
    await expectNoAxeViolations(page, 'subject page in Vietnamese, the reason of a disabled Remove');
    await context.close();
  });
});
