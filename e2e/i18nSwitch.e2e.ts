import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, settled, useServerAndBrowser } from './harness';
import { dismissToasts, englishOnScreen, screenText } from './i18nCheck';

/**
 * A language switch on the lecturer's busiest screens, at 1280 px and on a 360 px phone: the marking grid (with a
 * typed draft, a wrong cell and the problem of a refused Submit on screen) and the students-in-course page (a data
 * grid built once per language). After the switch no word of the English catalogue is left on screen (beyond the
 * data's names and codes) and the screen's own texts are Vietnamese; switching back gives the same screen as before,
 * text for text. axe at 0 in both languages.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
const BOARD = 'Board A - SEP490';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

const switchTo = async (page: Page, language: 'en' | 'vi') => {
  await page.getByTestId('language-switch').selectOption(language);
  await poll(() => page.evaluate(() => document.documentElement.lang), (lang) => lang === language, (lang) => `lang stayed ${lang}`);
};

/** The screen in Vietnamese: no English word, the given texts shown, axe clean. */
async function expectVietnamese(page: Page, screen: string, texts: string[]): Promise<void> {
  for (const text of texts) await page.getByText(text, { exact: false }).first().waitFor();
  await settled(page);
  expect({ screen, english: await englishOnScreen(page) }).toEqual({ screen, english: [] });
  await expectNoAxeViolations(page, `${screen} (vi)`);
}

/** Every line of the English screen changed in Vietnamese but the data's (names, codes, numbers). */
function expectEveryTextChanged(before: string[], after: string[], data: RegExp): void {
  const same = before.filter((line) => after.includes(line) && !data.test(line));
  expect(same).toEqual([]);
}

describe.each(WIDTHS)('a language switch at $width px', (viewport) => {
  it('the students-in-course page: headers, cells and title follow the switch, and back', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, { locale: 'en-US', viewport });
    // the account keeps its last choice: begin in English whatever an earlier test left
    await switchTo(page, 'en');
    await page.getByRole('button', { name: 'SEP490-G1' }).click();
    await page.waitForURL(`${e2e.url}/studentsInCourse`);
    await page.getByRole('heading', { name: 'List student of course SEP490-G1' }).waitFor();
    await page.getByRole('gridcell', { name: 'Passed', exact: true }).first().waitFor();
    await settled(page);
    await expectNoAxeViolations(page, `students in course (en, ${viewport.width})`);
    const before = await screenText(page);

    await switchTo(page, 'vi');
    await page.getByRole('heading', { name: 'Danh sách sinh viên lớp học phần SEP490-G1' }).waitFor();
    await expectVietnamese(page, `students in course at ${viewport.width}`, ['Đạt', 'Chưa công bố', 'Chưa có', 'Xuất CSV']);
    for (const header of ['Mã sinh viên', 'Tên', 'Đồ án', 'Điểm', 'Kết quả']) await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    expectEveryTextChanged(before, await screenText(page), /^(SE\d+|[\d.]+|.*SEP490.*|[A-Z][a-z]+( [A-Z][a-z]+)+|[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+|lecturer1|English|Tiếng Việt|©.*)$/);

    await switchTo(page, 'en');
    await page.getByRole('heading', { name: 'List student of course SEP490-G1' }).waitFor();
    await page.getByRole('gridcell', { name: 'Passed', exact: true }).first().waitFor();
    await settled(page);
    expect(await screenText(page)).toEqual(before);
    await context.close();
  });

  it('the marking grid with a draft, a wrong cell and a refused Submit: every text follows the switch, and back', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, { locale: 'en-US', viewport });
    // the account keeps its last choice: begin in English whatever an earlier test left
    await switchTo(page, 'en');
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: BOARD }).click();
    await page.getByRole('heading', { name: `List projects in board ${BOARD}` }).waitFor();
    await page.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.waitForURL(/teacherboardscore/);
    await page.getByRole('heading', { name: 'Marking: Library Seat Booking' }).waitFor();
    const phone = viewport.width < 600;
    const marks = phone ? page.getByRole('list', { name: 'Marking cards' }) : page.getByRole('table', { name: 'Marking grid' });
    await marks.getByRole('textbox').first().fill('7.5');
    await marks.getByRole('textbox').nth(1).fill('11');
    await page.getByText('2 unsaved marks').first().waitFor();
    await page.getByText('1 / 6 filled').first().waitFor();
    await page.getByRole('region', { name: 'Marking actions' }).getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('cells are not scores from 0 to 10', { exact: false }).first().waitFor();
    await dismissToasts(page);
    await settled(page);
    await expectNoAxeViolations(page, `marking (en, ${viewport.width})`);
    const before = await screenText(page);

    await switchTo(page, 'vi');
    await page.getByRole('heading', { name: 'Chấm điểm: Library Seat Booking' }).waitFor();
    await expectVietnamese(page, `marking at ${viewport.width}`, ['2 điểm chưa lưu', 'ô không phải điểm từ 0 đến 10', 'Lưu điểm', 'Đã nhập 1 / 6 ô']);
    await (phone ? page.getByRole('list', { name: 'Phiếu chấm điểm' }) : page.getByRole('table', { name: 'Bảng chấm điểm' })).waitFor();
    expectEveryTextChanged(before, await screenText(page), /^(SE\d+.*|[\d.,/ —-]+|.*Library Seat Booking.*|.*SEP490.*|Board A.*|[A-Z][a-z]+( [A-Z][a-z]+)+|lecturer1|English|Tiếng Việt|©.*|[○●]|\d+ - .*|.*\(\d+ ?%\))$/);

    await switchTo(page, 'en');
    await page.getByRole('heading', { name: 'Marking: Library Seat Booking' }).waitFor();
    await page.getByText('2 unsaved marks').first().waitFor();
    await settled(page);
    expect(await screenText(page)).toEqual(before);
    await context.close();
  });
});
