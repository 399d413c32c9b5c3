import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';
import { IMPORT_KINDS, listed, type ImportKind } from './importKinds';
import { ready, signedInAt, type Lang } from './screens';

/*
 * Every Excel import (students, lecturers, courses, projects, the schedule) checks the file first: the dialog says
 * how many rows are valid and shows the first ones; Close writes nothing (the API does not list them), "Import 3
 * rows" writes them (it does). Every kind twice: in English at 1280 px and in Vietnamese on a 360 px phone (each
 * language and each width once; the dialog is one component for every kind, so the other two pairings, which this
 * suite also walked before, repeated the same screens); on the phone neither the page nor the dialog is wider than
 * the screen (the preview table scrolls inside its own box). axe on the list, the preview and the outcome.
 */
jest.setTimeout(900_000);

const e2e = useServerAndBrowser();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TEXTS = {
  en: {
    import: 'Import Excel',
    title: (noun: string) => `Import ${noun} from Excel`,
    fileLabel: (noun: string) => `Excel workbook of ${noun}`,
    preview: (name: string) => new RegExp(`^${name}: 3 rows are valid`),
    table: 'The first rows of the file',
    confirm: 'Import 3 rows',
    close: 'Close',
    semester: 'Semester',
    fall: '2026 - Fall',
  },
  vi: {
    import: 'Nhập Excel',
    title: (noun: string) => `Nhập danh sách ${noun} từ Excel`,
    fileLabel: (noun: string) => `Bảng tính Excel danh sách ${noun}`,
    preview: (name: string) => new RegExp(`^${name}: 3 dòng hợp lệ`),
    table: 'Các dòng đầu tiên của tệp',
    confirm: 'Nhập 3 dòng',
    close: 'Đóng',
    semester: 'Học kỳ',
    fall: '2026 - Thu',
  },
};

/** Neither the page nor the dialog reaches past the viewport's right edge. */
async function fitsWidth(page: Page, dialog: Locator, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  // the dialog role sits on the dialog's paper
  const box = (await dialog.boundingBox())!;
  expect({ where, page: scrollWidth <= innerWidth, dialog: box.x >= 0 && box.x + box.width <= innerWidth }).toEqual({ where, page: true, dialog: true });
}

async function openDialog(page: Page, url: string, k: ImportKind, lang: Lang) {
  const tx = TEXTS[lang];
  await page.goto(`${url}/admin?section=${k.section}`);
  await ready(page);
  if (k.kind === 'schedule') {
    await page.getByRole('combobox', { name: tx.semester }).click();
    await page.getByRole('option', { name: tx.fall, exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('.MuiPopover-root'));
  }
  await page.getByRole('button', { name: tx.import, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tx.title(k.noun[lang]) });
  await dialog.waitFor();
  return dialog;
}

/** Chooses the file and waits for its preview: the count, the sheet's headers, the first rows. */
async function choose(dialog: Locator, k: ImportKind, lang: Lang, tag: string, fileName: string) {
  const tx = TEXTS[lang];
  await dialog.getByLabel(tx.fileLabel(k.noun[lang]), { exact: true }).setInputFiles({ name: fileName, mimeType: XLSX, buffer: await k.file(tag) });
  // the check reads the workbook in a worker thread: on a loaded 2-core machine (two suites side by side) it has taken
  // over the default 30 s once
  const previewed = dialog.getByText(tx.preview(fileName.replace('.', '\\.')));
  // a refusal shows an alert instead: said at once, with the dialog's text, rather than after the whole wait
  await previewed.or(dialog.getByRole('alert')).first().waitFor({ timeout: 90_000 }).catch(async (error: Error) => {
    const said = await dialog.innerText({ timeout: 2_000 }).catch(() => '(the dialog is gone)');
    throw new Error(`${error.message}\nthe dialog said: ${said}`);
  });
  expect({ fileName, refused: await dialog.getByRole('alert').allInnerTexts() }).toEqual({ fileName, refused: [] });
  const table = dialog.getByRole('table', { name: tx.table });
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(k.headers[lang]);
  expect(await table.getByRole('row').count()).toBe(4);
  await table.getByRole('cell', { name: k.named(tag), exact: true }).waitFor();
}

const SETTINGS: { lang: Lang; width: number }[] = [
  { lang: 'en', width: 1280 },
  { lang: 'vi', width: 360 },
];

describe.each(SETTINGS)('import previews in $lang at $width px', ({ lang, width }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, lang, width));
  });
  afterAll(() => context?.close());

  it.each(IMPORT_KINDS)('$kind: previewed, closed without writing, then imported', async (k) => {
    const tx = TEXTS[lang];
    const tag = `${lang.toUpperCase()}${width}${k.kind.slice(0, 2).toUpperCase()}`;
    const where = `${k.kind} ${lang} ${width}px`;

    let dialog = await openDialog(page, e2e.url, k, lang);
    await expectNoAxeViolations(page, `${where}: the import dialog`);
    await choose(dialog, k, lang, tag, `${k.kind}-${tag}.xlsx`);
    await fitsWidth(page, dialog, `${where}: preview`);
    await expectNoAxeViolations(page, `${where}: the preview`);

    // Close: nothing was written
    await dialog.getByRole('button', { name: tx.close, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await listed(page, k.list, k.named(tag))).toBe(false);

    // the same file again, confirmed: written
    dialog = await openDialog(page, e2e.url, k, lang);
    await choose(dialog, k, lang, tag, `${k.kind}-${tag}.xlsx`);
    await dialog.getByRole('button', { name: tx.confirm, exact: true }).click();
    // the outcome: done ("Imported 3 …", the schedule's "Imported the schedule: 3 boards, 0 slots"), or refused
    await dialog.getByRole('status').filter({ hasText: /^(Imported|Đã nhập) / }).or(dialog.getByRole('alert')).first().waitFor();
    expect({ where, refused: await dialog.getByRole('alert').allInnerTexts() }).toEqual({ where, refused: [] });
    expect(await dialog.getByRole('table', { name: tx.table }).count()).toBe(0);
    await fitsWidth(page, dialog, `${where}: done`);
    await expectNoAxeViolations(page, `${where}: the import done`);
    await poll(
      () => listed(page, k.list, k.named(tag)),
      (found) => found,
      () => `${where}: ${k.named(tag)} not listed after the import`,
    );
    await dialog.getByRole('button', { name: tx.close, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
