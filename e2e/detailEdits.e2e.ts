import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations as axeCheck, settled, useServerAndBrowser } from './harness';

/**
 * On the detail pages: each page's Edit opens the same modal as the admin list's Edit, a
 * success toast follows, a refusal shows the server's message in the modal; a published project offers neither
 * adding nor removing students, and says why (tooltip and text).
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await e2e.signedIn(DEMO.admin));
});

async function expectNoAxeViolations(p: Page, context: string) {
  await settled(p);
  await axeCheck(p, context);
}

const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The page's Edit button, its modal, axe on it. */
async function openEdit(button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectNoAxeViolations(page, `${title} modal`);
  return dialog;
}

describe('Edit on the detail pages', () => {
  it('course: renames the course from its page', async () => {
    await page.goto(`${e2e.url}/coursedetails/2`);
    await page.getByRole('heading', { name: 'Course details' }).waitFor();
    await expectNoAxeViolations(page, 'course details');
    const dialog = await openEdit('Edit course', 'Edit course');
    expect(await dialog.getByLabel('Course Name').inputValue()).toBe('SEP490-G2');
    await dialog.getByLabel('Course Name').fill('SEP490-G2 Evening');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast('Updated course successfully');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('dl[aria-label="Course information"]').getByText('SEP490-G2 Evening', { exact: true }).waitFor();
  });

  it('project: changes the note from its page', async () => {
    await page.goto(`${e2e.url}/projectdetails/2/3`);
    await page.getByRole('heading', { name: 'Project details' }).waitFor();
    const dialog = await openEdit('Edit project', 'Edit project');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Canteen Ordering');
    await dialog.getByLabel('Notion').fill('Pre-order meals, pay by QR code, pick up at the counter');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast('Updated project successfully');
    await page.getByText('Pre-order meals, pay by QR code, pick up at the counter', { exact: true }).waitFor();
  });

  it('evaluation board: moves the board to another room from its page', async () => {
    await page.goto(`${e2e.url}/boarddetails/3`);
    await page.getByRole('heading', { name: 'Information details of board' }).waitFor();
    const dialog = await openEdit('Edit evaluation board', 'Edit evaluation board');
    expect(await dialog.getByLabel('Room').inputValue()).toBe('110');
    await dialog.getByLabel('Room').fill('412');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast('Updated evaluation board successfully');
    await page.locator('dl[aria-label="Board information"]').getByText('412', { exact: true }).waitFor();
  });

  it("subject: the server's refusal shows in the modal, then a valid name is saved", async () => {
    await page.goto(`${e2e.url}/subjectdetails/3`);
    await page.getByRole('heading', { name: 'Subject details' }).waitFor();
    await expectNoAxeViolations(page, 'subject details');
    const dialog = await openEdit('Edit subject', 'Edit subject');
    await dialog.getByLabel('Subject').fill('capstone project');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByRole('alert').getByText("The subject name 'capstone project' is already used by the subject 'Capstone Project'").waitFor();
    await expectNoAxeViolations(page, 'edit subject refused');
    await dialog.getByLabel('Subject').fill('Mobile Capstone');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast('Updated subject successfully');
    await page.locator('dl[aria-label="Subject information"]').getByText('Mobile Capstone', { exact: true }).waitFor();
  });
});

describe('a published project', () => {
  it('disables adding and removing students, with the reason as tooltip and text', async () => {
    await page.goto(`${e2e.url}/projectdetails/1/1`);
    await page.getByRole('heading', { name: 'Project details' }).waitFor();
    await page.getByText('This project is published: students can be neither added nor removed.').waitFor();
    const remove = page.getByRole('button', { name: 'Remove Nguyen Minh Anh (The project is published)' });
    expect(await remove.isDisabled()).toBe(true);
    // the reason is an info button beside the disabled Remove (its name is the reason)
    await page.getByRole('button', { name: 'The project is published', exact: true }).first().hover();
    await page.getByRole('tooltip', { name: 'The project is published' }).waitFor();
    await expectNoAxeViolations(page, 'published project');
    await page.getByRole('tab', { name: '+ Add student' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('This project is published: students can be neither added nor removed.').waitFor();
    const adds = panel.getByRole('button', { name: /^\+Add / });
    expect(await adds.count()).toBeGreaterThan(0);
    for (const add of await adds.all()) expect(await add.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'published project, add student');
    // the server still refuses
    const res = await page.request.post(`${e2e.url}/api/studentinproject/add`, { data: { student: 6, project: 1 } });
    expect(JSON.stringify(await res.json())).toMatch(/graded|published/);
  });
});

describe('a graded project that is not published', () => {
  it('still says it is graded', async () => {
    // project 2 (course 1): lecturer2 marked, lecturer1 not yet
    await page.goto(`${e2e.url}/projectdetails/1/2`);
    await page.getByRole('heading', { name: 'Project details' }).waitFor();
    await page.getByText('Can not remove because project is graded: students can be neither added nor removed.').waitFor();
    expect(await page.getByRole('button', { name: /^Remove .* \(Can not remove because project is graded\)$/ }).first().isDisabled()).toBe(true);
    expect(await page.getByText('This project is published: students can be neither added nor removed.').count()).toBe(0);
    await expectNoAxeViolations(page, 'graded project');
  });
});

describe('admin lists: Remove of a row others depend on', () => {
  it('is disabled in advance with the reason (tooltip and text); a free row still asks; the server still refuses', async () => {
    await page.goto(`${e2e.url}/admin?section=semester`);
    const grid = page.getByRole('grid', { name: 'Semesters' });
    await grid.getByRole('row').nth(1).waitFor();
    const blocked = grid.getByRole('button', { name: /^Remove semester 2 \(Cannot delete semester 2: it still has \d+ courses and \d+ evaluation boards\)$/ });
    expect(await blocked.isDisabled()).toBe(true);
    await page.getByText('Remove is disabled for the rows other records depend on: the info button beside it says why.').waitFor();
    await blocked.locator('..').getByRole('button', { name: /^Cannot delete/ }).hover();
    await page.getByRole('tooltip', { name: /^Cannot delete semester 2: it still has/ }).waitFor();
    await expectNoAxeViolations(page, 'semesters, a row others depend on');
    await page.mouse.move(0, 0);

    const free = grid.getByRole('button', { name: 'Remove semester 3', exact: true });
    expect(await free.isEnabled()).toBe(true);
    await free.click();
    await page.getByRole('dialog').getByText("This action can't be undone!! Do you want to remove this semester ID = 3 ?").waitFor();
    await expectNoAxeViolations(page, 'semesters, remove confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    const res = await page.request.delete(`${e2e.url}/api/semester/2`, { headers: { 'content-type': 'application/json' } });
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^Cannot delete semester 2: it still has/) });
  });
});
