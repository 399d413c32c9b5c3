import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations as axeCheck, settled, useServerAndBrowser } from './harness';

/*
 * In the browser. Demo board 1 (template 101: 30 % / 30 % / 40 %): lecturer2 has marked project 2
 * (Library Seat Booking): SE160004 totals 7.475. lecturer1 then gives SE160004 10 everywhere (gap 2.525 > 2.00) and
 * SE160005 marks close to lecturer2's (gap 0.50).
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await e2e.signedIn(DEMO.admin));
});

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${e2e.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function expectNoAxeViolations(p: Page, context: string) {
  await settled(p);
  await axeCheck(p, context);
}

const projectRow = () => page.getByRole('grid', { name: 'List project' }).getByRole('row').filter({ hasText: 'Library Seat Booking' });

async function openBoardProjects() {
  await page.goto(`${e2e.url}/boarddetails/1`);
  await page.getByRole('heading', { name: 'Information details of board' }).waitFor();
  await page.getByRole('tab', { name: 'List project' }).click();
  await projectRow().waitFor();
}

describe('disagreements between lecturers are flagged before publishing', () => {
  it('shows nothing while the lecturers agree', async () => {
    await openBoardProjects();
    await projectRow().getByText('None').waitFor();
    await expect(page.getByLabel('Disagreement threshold (points)').inputValue()).resolves.toBe('2');
    await expectNoAxeViolations(page, 'board details, no disagreement');
  });

  it('flags the student on the board page, in the Publish confirmation and on the project page', async () => {
    const login = await api('POST', '/loginteacher', null, { username: 'lecturer1', password: 'lecturer123' });
    const token = login.body.token as string;
    const saved = await api('PUT', '/marking/save', token, {
      lectureinboardId: 1,
      projectId: 2,
      rows: [
        { stdinprjId: 4, scores: { 1: 10, 2: 10, 3: 10 } },
        { stdinprjId: 5, scores: { 1: 6, 2: 6.5, 3: 7 } },
      ],
    });
    expect(saved.status).toBe(200);

    await openBoardProjects();
    await projectRow().getByText('SE160004: gap 2.53').waitFor();
    await expect(projectRow().getByText(/SE160005/).count()).resolves.toBe(0);

    await projectRow().getByRole('button', { name: 'Publish project Library Seat Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish results' });
    await dialog.getByText("Lecturers' totals differ by more than 2.00 points").waitFor();
    const list = dialog.getByRole('list', { name: 'Students the lecturers disagree on' });
    await expect(list.getByRole('listitem').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^SE160004 .+: gap 2\.53 \(.+ 7\.48 \/ .+ 10\.00\)$/)]);
    await expectNoAxeViolations(page, 'publish confirmation with disagreements');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${e2e.url}/projectdetails/1/2`);
    await page.getByRole('heading', { name: 'Project details' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: "Lecturers' totals differ" });
    await alert.getByRole('listitem').filter({ hasText: 'SE160004' }).getByText(/gap 2\.53/).waitFor();
    await expectNoAxeViolations(page, 'project details with disagreements');

    // the board's lecturers see it on their board page too (codes and gaps only)
    const { context, page: lecturer } = await e2e.signedIn(DEMO.lecturer2);
    await lecturer.getByRole('button', { name: 'Evaluations' }).click();
    await lecturer.getByRole('button', { name: 'Board A - SEP490' }).click();
    const item = lecturer.getByRole('button', { name: /2 - Library Seat Booking/ });
    await item.getByText('lecturers disagree on SE160004 (gap 2.53)', { exact: false }).waitFor();
    await expect(lecturer.getByRole('button', { name: /1 - / }).getByText(/disagree/).count()).resolves.toBe(0);
    await expectNoAxeViolations(lecturer, 'lecturer board page with disagreements');
    await context.close();
  });

  it('a higher threshold set by the admin clears the flag everywhere without a reload', async () => {
    await openBoardProjects();
    await projectRow().getByText('SE160004: gap 2.53').waitFor();
    const field = page.getByLabel('Disagreement threshold (points)');
    await field.fill('2.999');
    await page.getByText('Enter a number of points from 0 to 10 with at most 2 decimals').waitFor();
    await expect(page.getByRole('button', { name: 'Save threshold' }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'threshold form, invalid');
    await field.fill('3');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await page.getByText('Threshold saved', { exact: true }).first().waitFor();
    await projectRow().getByText('None').waitFor();

    await projectRow().getByRole('button', { name: 'Publish project Library Seat Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish results' });
    await dialog.getByText('Publishing cannot be undone. Publish the results of project ID = 2 ?').waitFor();
    await expect(dialog.getByRole('list').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'board details after the threshold change');
  });
});
