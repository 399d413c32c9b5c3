import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';
import { pdfText } from './pdfText';

jest.setTimeout(120_000);

const e2e = useServerAndBrowser();

/** The one data row of the grade report: [course name, score, status]. */
async function report(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Grade report' })
    .locator('tbody tr td')
    .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()));
}

const waitReport = (page: Page, want: (r: string[]) => boolean) => poll(() => report(page), want, (r) => `grade report stayed ${JSON.stringify(r)}`);

describe('student journey', () => {
  it('shows the courses, PASS for a published course with its explanation, and the 204 message otherwise', async () => {
    const { context, page } = await e2e.signedIn(DEMO.student1);
    await page.getByRole('heading', { name: 'Grade report for student1' }).waitFor();
    await page.getByRole('button', { name: '1 - SEP490-G1' }).waitFor();
    expect(await report(page)).toEqual(['No infor', '', '']);
    await expectNoAxeViolations(page, 'student home');

    await page.getByRole('button', { name: '1 - SEP490-G1' }).click();
    expect(await waitReport(page, (r) => r[1] === '8.11')).toEqual(['SEP490-G1', '8.11', 'PASS']);
    await page.getByRole('button', { name: 'How was this computed?' }).click();
    const panel = page.locator('#score-explanation');
    await panel.getByRole('heading', { name: 'How your score was computed' }).waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Board A - SEP490');
    expect(text).toContain('Presentation');
    expect(text).toContain('40%');
    expect(text).toContain('8.05, 8.18');
    expect(text).toContain('Pass mark: 5');
    await expectNoAxeViolations(page, 'score explanation');

    await page.getByRole('button', { name: '3 - SWP391-G1' }).click();
    expect(await waitReport(page, (r) => r[0] === 'SWP391-G1' && r[2] !== '')).toEqual(['SWP391-G1', 'Not published yet', 'Score not public']);
    expect(await page.getByRole('button', { name: 'How was this computed?' }).count()).toBe(0);

    // The semester filter: Spring 2026 holds none of student1's courses.
    await page.getByRole('combobox', { name: 'Semester' }).selectOption({ label: '2026 - Spring' });
    await page.getByText('No course in this semester.').waitFor();
    expect(await page.getByRole('button', { name: '1 - SEP490-G1' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'student home filtered');
    await context.close();
  });

  it('shows NOT PASS in red for a failed published course', async () => {
    const { context, page } = await e2e.signedIn({ role: 'std', username: 'student3', password: 'student123' });
    await page.getByRole('button', { name: '1 - SEP490-G1' }).click();
    const row = await waitReport(page, (r) => r[2] === 'NOT PASS');
    expect(row[0]).toBe('SEP490-G1');
    const color = await page.getByText('NOT PASS', { exact: true }).first().evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(198, 40, 40)');
    await expectNoAxeViolations(page, 'student NOT PASS');
    await context.close();
  });

  it("shows the board's decision, the revisions with their deadline and a link to the student's own minutes, in both languages at 1280 and 360 px", async () => {
    // the chair records the decision on the published project 1 (student1, 2, 3)
    const chair = await e2e.signedIn(DEMO.lecturer1);
    const written = await chair.page.request.put(`${e2e.url}/api/board/1/minutes`, {
      data: { projectId: 1, decision: 'revisions', revisions: 'Add the load tests to chapter 4.', revisionsDue: '2026-12-20', notes: 'Secretary only', version: 0 },
    });
    expect(written.status()).toBe(200);
    await chair.context.close();

    const cases = [
      { language: 'en', width: 1280, link: 'Minutes of my project (PDF)', decision: 'Pass with revisions', due: 'Revisions due by 2026-12-20', pdf: ["Student's copy", 'Pass with revisions', 'Fall 2026', 'Revisions due by'] },
      { language: 'vi', width: 360, link: 'Biên bản đồ án của tôi (PDF)', decision: 'Đạt, cần chỉnh sửa', due: 'Hạn chỉnh sửa: 20/12/2026', pdf: ['Bản của sinh viên', 'Đạt, cần chỉnh sửa', 'Thu 2026', 'Hạn chỉnh sửa'] },
    ];
    for (const c of cases) {
      const { context, page } = await e2e.signedIn(DEMO.student1, { viewport: { width: c.width, height: 800 } });
      await page.getByTestId('language-switch').selectOption(c.language);
      await poll(() => page.evaluate(() => document.documentElement.lang), (lang) => lang === c.language, (lang) => `lang stayed ${lang}`);
      await page.getByRole('button', { name: '1 - SEP490-G1' }).click();
      const decision = page.getByTestId('board-decision');
      await decision.getByText(c.decision, { exact: true }).waitFor();
      await decision.getByText('Add the load tests to chapter 4.').waitFor();
      await decision.getByText(c.due).waitFor();
      const link = decision.getByRole('link', { name: c.link });
      await link.waitFor();
      await expectNoAxeViolations(page, `student decision and minutes link, ${c.language} ${c.width}`);
      const href = await link.getAttribute('href');
      expect(href).toContain(`lang=${c.language}`);
      const pdf = await page.request.get(`${e2e.url}${href}`);
      expect(pdf.status()).toBe(200);
      const text = pdfText(await pdf.body());
      for (const expected of [...c.pdf, 'SE160001', 'Add the load tests to chapter 4.', c.language === 'vi' ? '8,11' : '8.11']) expect(text).toContain(expected);
      // the other students of the project and the secretary's notes are not on the student's copy
      for (const absent of ['SE160002', 'SE160003', 'Secretary only']) expect(text).not.toContain(absent);
      await context.close();
    }
  });
});

