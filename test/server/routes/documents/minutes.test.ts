import { formatScore } from '../../../../src/common/format';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { readPdf } from './pdfText';

// each test reads PDFs back with poppler and signs in with argon2: generous under a loaded machine
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
const LECTURER = 'Phạm Đức Thắng';
const STUDENT = 'Nguyễn Thị Ánh Tuyết';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin', 'admin123');
  // Vietnamese names with every kind of diacritic: lecturer 1 (board A's first member, its chair) and student 1 (project 1)
  expect((await t.call('PUT', '/api/teacher/edit', admin, { id: 1, name: LECTURER, phonenumber: '0901234567', birthday: '1980-03-12', address: '12 Lê Lợi, Quận 1' })).json().status).toBe(200);
  expect((await t.call('PUT', '/api/student/edit', admin, { id: 1, name: STUDENT, birthday: '2003-01-10', address: '10 Nguyễn Văn Cừ' })).json().status).toBe(200);
});
afterAll(() => t.close());

const minutes = (token: string | null, lang?: string, board = 1) => t.call('GET', `/api/documents/board/${board}/minutes.pdf${lang ? `?lang=${lang}` : ''}`, token);

/** The final scores the API shows for the board's published project (project 1). */
async function publishedScores(language: 'en' | 'vi'): Promise<string[]> {
  const details = (await t.call('GET', '/api/details/project/1', admin)).json().data;
  const scores = details.students.map((s: { Score: number | null }) => s.Score);
  expect(scores.every((s: number | null) => typeof s === 'number')).toBe(true);
  return scores.map((s: number) => formatScore(s, language));
}

describe('GET /documents/board/{id}/minutes.pdf', () => {
  it('is a valid A4 PDF in Vietnamese with the names\' diacritics, the final scores the API shows and page numbers', async () => {
    const res = await minutes(admin, 'vi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, info, pages } = readPdf(res.rawPayload);
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(pages).toBeGreaterThanOrEqual(2); // a page break between the two projects
    for (const expected of ['BIÊN BẢN HỌP HỘI ĐỒNG ĐÁNH GIÁ', 'Board A - SEP490', 'Phòng', 'Học kỳ', 'Môn học', 'Capstone Project', LECTURER, STUDENT, 'Chủ tịch hội đồng', 'Ủy viên', 'Smart Campus Parking', 'Library Seat Booking', 'Học kỳ: Thu 2026', 'Không đạt', `Trang 1/${pages}`, `Trang ${pages}/${pages}`]) {
      expect(text).toContain(expected);
    }
    for (const score of await publishedScores('vi')) expect(text).toContain(score);
    expect(text).toContain('20/11/2026'); // the board's date as Vietnamese write it
    // the document is signed before publication: project 2's finals are blanks to fill in (a lecturer has not marked), never "not published"
    expect(text).not.toContain('Chưa công bố');
    expect(text).toContain('Tạm tính');
    expect(text).not.toContain('Fall');
  });

  it('is in English with ?lang=en (and by default)', async () => {
    for (const lang of ['en', undefined]) {
      const { text, pages } = readPdf((await minutes(admin, lang)).rawPayload);
      for (const expected of ['MINUTES OF THE EVALUATION BOARD', 'Chair of the board', 'Fall 2026', 'Failed', LECTURER, STUDENT, '2026-11-20', `Page 1 of ${pages}`]) {
        expect(text).toContain(expected);
      }
      for (const score of await publishedScores('en')) expect(text).toContain(score);
    }
  });

  it("prints each lecturer's total per student as the marking screen computes it", async () => {
    // student1 in project 1: lecturer1 8.00/7.50/8.50 and lecturer2 8.25/7.00/9.00 under the template's weights
    const cols = (await t.call('GET', '/api/details/board/1', admin)).json().data.columns as { percent: number }[];
    const total = (marks: number[]) => formatScore(Math.round(marks.reduce((sum, m, i) => sum + m * cols[i]!.percent, 0) * 100) / 100, 'en');
    const { text } = readPdf((await minutes(admin, 'en')).rawPayload);
    expect(text).toContain(total([8, 7.5, 8.5]));
    expect(text).toContain(total([8.25, 7, 9]));
  });

  it('is for the admin and the lecturers of the board only: others get 404 like an unknown board, students 403', async () => {
    expect((await minutes(await t.login('teach', 'lecturer2', 'lecturer123'), 'vi')).statusCode).toBe(200);
    const outsider = await minutes(await t.login('teach', 'lecturer3', 'lecturer123'), 'vi');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ status: 404, code: 'boardNotFound' });
    expect((await minutes(admin, 'vi', 999)).statusCode).toBe(404);
    expect((await minutes(await t.login('std', 'student2', 'student123'), 'vi')).statusCode).toBe(403);
    expect((await minutes(null, 'vi')).statusCode).toBe(401);
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    const res = await minutes(admin, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('lang');
  });
});
