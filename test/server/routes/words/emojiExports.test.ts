import ExcelJS from 'exceljs';
import { commentLength, COMMENT_MAX } from '../../../../src/common/comments';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';
import { readPdf } from '../documents/pdfText';

/*
 * A comment of 1,000 characters with a line break, emoji and a spreadsheet formula: the minutes PDF prints it (the
 * emoji DejaVu Sans cannot draw as U+FFFD, documents/glyphs.ts), the CSV and the Excel export keep it whole and never
 * as a formula. Demo data: lecturer1 = seat 1 on board 1 (its chair), project 2 = sip 4 (SE160004) and sip 5.
 */
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let lecturer1: string;

const FORMULA = "=cmd|' /C calc'!A0";
// 😀 is in DejaVu Sans; a party popper, a thumb with a skin tone, a ZWJ family and a flag are not
const EMOJI = 'Dòng hai 😀 🎉 👍🏽 👨‍👩‍👧 🇻🇳 hết';
const PRINTED = 'Dòng hai 😀 \uFFFD \uFFFD \uFFFD \uFFFD hết';
const HEAD = `${FORMULA}\n${EMOJI}\n`;
const FILL = 'Trình bày rõ ràng, cần bổ sung kiểm thử. ';
const filler = FILL.repeat(40);
const TEXT = `${HEAD}${[...filler].slice(0, COMMENT_MAX - commentLength(HEAD) - 1).join('')}.`;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer1] = await loginDemo(t, 'admin', 'lecturer1');
  const rows = [
    { stdinprjId: 4, scores: { 1: 8, 2: 7.5, 3: 9 } },
    { stdinprjId: 5, scores: { 1: 6, 2: 6.5, 3: 7 } },
  ];
  const comments = [
    { stdinprjId: 4, columnId: 1, text: TEXT, version: 0 },
    { stdinprjId: 4, columnId: 0, text: `${FORMULA} 🎉`, version: 0 },
  ];
  const saved = await t.call('PUT', '/api/marking/save', lecturer1, { lectureinboardId: 1, projectId: 2, rows, comments });
  expect(saved.statusCode).toBe(200);
  const minutes = await t.call('PUT', '/api/board/1/minutes', lecturer1, { projectId: 2, decision: 'revisions', revisions: `Sửa chương 3 🎉\n${FORMULA}`, notes: 'Ghi chú 😀', version: 0 });
  expect(minutes.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a comment of 1,000 characters with a line break, emoji and a formula', () => {
  it('is exactly the longest comment and is stored unchanged', async () => {
    expect(commentLength(TEXT)).toBe(COMMENT_MAX);
    const stored = await t.app.db.selectFrom('mark_comment').select('Text').where('StudentInProjectId', '=', 4).where('ScoreColumnId', '=', 1).executeTakeFirstOrThrow();
    expect(stored.Text).toBe(TEXT);
  });

  it('prints in the minutes PDF: the drawable emoji as it is, the others as U+FFFD, the formula as plain text', async () => {
    for (const lang of ['vi', 'en']) {
      const res = await t.call('GET', `/api/documents/board/1/minutes.pdf?lang=${lang}`, lecturer1);
      expect(res.statusCode).toBe(200);
      const flat = readPdf(res.rawPayload).text.replace(/\s+/g, ' ');
      expect(flat).toContain(FORMULA);
      expect(flat).toContain(PRINTED);
      expect(flat).toContain(`${FORMULA} \uFFFD`);
      expect(flat).toContain('Sửa chương 3 \uFFFD');
      expect(flat).toContain('Ghi chú 😀');
      expect(flat).toContain(filler.slice(0, 40).trim());
      // nothing the font cannot draw reaches the page (pdfkit would print an empty box, pdftotext read nonsense)
      expect(flat).not.toMatch(/🎉|👍|👨|🇻/u);
    }
  });

  it('is exported whole as CSV, the formula defused', async () => {
    const csv = await t.call('GET', '/api/documents/board/1/comments.csv?lang=en', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"'${FORMULA}\n${EMOJI}\n`);
    expect(csv.body).toContain(`,'${FORMULA} 🎉`);
    expect(csv.body).not.toMatch(/(^|,|")=cmd/m);
  });

  it('is exported whole in the Excel results as text, never as a formula', async () => {
    const res = await t.call('GET', '/api/export/board/1/results.xlsx?lang=en', admin);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    wb.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
    const mine = cells.filter((c) => typeof c.value === 'string' && c.value.includes('=cmd'));
    expect(mine.length).toBeGreaterThan(0);
    for (const c of mine) expect(c.type).toBe(ExcelJS.ValueType.String);
    // the lecturer's comments on the student in one cell: the general one, then per criterion
    expect(mine.map((c) => c.value)).toEqual([`${FORMULA} 🎉\nPresentation: ${TEXT}`]);
  });
});
