import type { Page } from 'playwright-core';
import { adminHelpers } from './adminHelpers';
import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';

/**
 * Text with quotes, HTML and SQL metacharacters and Vietnamese diacritics comes back byte-for-byte through
 * the API, the admin UI (rendered as text, never as markup) and the CSV export.
 */
jest.setTimeout(120_000);

const NAME = `Nguyễn "Ánh" O'Lê <b>`;
const ADDRESS = `12 "Lê Lợi", Q.1; <script>window.__pwned=1</script>' OR 1=1 --`;

const e2e = useServerAndBrowser();
let page: Page;
const { download, openSection, grid } = adminHelpers(() => page);

beforeAll(async () => {
  const login = await fetch(`${e2e.url}/api/loginadmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const add = await fetch(`${e2e.url}/api/student/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ username: 'roundtrip1', password: 'secret123', code: 'RT000001', name: NAME, address: ADDRESS, birthday: '2004-05-06' }),
  });
  expect(((await add.json()) as { status: number }).status).toBe(200);
  const list = (await (await fetch(`${e2e.url}/api/student/getall`, { headers: { authorization: `Bearer ${token}` } })).json()) as { code: string; name: string; address: string }[];
  expect(list.find((s) => s.code === 'RT000001')).toEqual(expect.objectContaining({ name: NAME, address: ADDRESS }));
  ({ page } = await e2e.signedIn(DEMO.admin, { acceptDownloads: true, viewport: { width: 1400, height: 1000 } }));
});

describe('text round trip', () => {
  it('shows the name and address as plain text in the students list and exports them unchanged', async () => {
    await openSection('Student', 'Students Management');
    const row = grid('Students').getByRole('row').filter({ hasText: 'RT000001' });
    await row.waitFor();
    expect(await row.getByRole('gridcell', { name: NAME, exact: true }).count()).toBe(1);
    expect(await row.locator('b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoAxeViolations(page, 'students list with unusual text');

    const csv = await download(() => page.getByRole('button', { name: 'More actions' }).click().then(() => page.getByRole('menuitem', { name: 'Export', exact: true }).click()));
    expect(csv.rows).toContainEqual([expect.any(String), 'RT000001', NAME, '2004-05-06', ADDRESS]);
  });
});
