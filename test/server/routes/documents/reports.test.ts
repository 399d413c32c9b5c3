import { formatScore } from '../../../../src/common/format';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { readPdf } from './pdfText';

// each test reads PDFs back with poppler and signs in with argon2: generous under a loaded machine
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let lecturer1: string;
const STUDENT = 'Đặng Thị Hồng Nhung';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin', 'admin123');
  lecturer1 = await t.login('teach', 'lecturer1', 'lecturer123');
  expect((await t.call('PUT', '/api/student/edit', admin, { id: 2, name: STUDENT, birthday: '2003-02-11', address: '11 Nguyễn Văn Cừ' })).json().status).toBe(200);
});
afterAll(() => t.close());

/** The final scores the course results screen shows (GET /score/{courseId}/course). */
async function courseScores(language: 'en' | 'vi'): Promise<string[]> {
  const rows = (await t.call('GET', '/api/score/1/course', lecturer1)).json().data as { Score: number | null }[];
  const scores = rows.filter((r) => r.Score !== null).map((r) => formatScore(r.Score!, language));
  expect(scores.length).toBeGreaterThan(0);
  return scores;
}

describe('GET /documents/course/{id}/grades.pdf|csv', () => {
  it('is a valid PDF with the course, the diacritics and the scores the API shows, in both languages', async () => {
    for (const [lang, words] of [
      ['vi', ['BẢNG ĐIỂM LỚP HỌC PHẦN', 'Lớp học phần', 'Chưa công bố', 'Đạt', 'Trang 1/1']],
      ['en', ['GRADE REPORT', 'Course', 'Not published', 'Passed', 'Page 1 of 1']],
    ] as const) {
      const res = await t.call('GET', `/api/documents/course/1/grades.pdf?lang=${lang}`, lecturer1);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { text, info } = readPdf(res.rawPayload);
      expect(info).toContain('(A4)');
      for (const w of [...words, 'SEP490-G1', STUDENT]) expect(text).toContain(w);
      for (const score of await courseScores(lang)) expect(text).toContain(score);
    }
  });

  it('is a CSV with headers in the chosen language and the same scores', async () => {
    const vi = await t.call('GET', '/api/documents/course/1/grades.csv?lang=vi', admin);
    expect(vi.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = vi.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Mã sinh viên,Sinh viên,Đồ án,Điểm tổng kết,Kết quả');
    expect(lines.some((l) => l.includes(STUDENT))).toBe(true);
    // a CSV is data: a decimal point in Vietnamese too
    for (const score of await courseScores('en')) expect(vi.body).toContain(`,${score},`);
    const en = await t.call('GET', '/api/documents/course/1/grades.csv', admin);
    expect(en.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Student code,Student,Project,Final score,Result');
  });

  it("is for the course's lecturer and admins only", async () => {
    const other = await t.login('teach', 'lecturer2', 'lecturer123');
    expect((await t.call('GET', '/api/documents/course/1/grades.pdf', other)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/documents/course/999/grades.csv', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/documents/course/1/grades.csv', await t.login('std', 'student1', 'student123'))).statusCode).toBe(403);
  });
});

describe('GET /documents/transcript.pdf', () => {
  it("lists the caller's published results as the API shows them, in both languages", async () => {
    const student = await t.login('std', 'student2', 'student123');
    const published = (await t.call('POST', '/api/score/get', student, { id: 2, courseId: 1 })).json();
    expect(published.status).toBe(201);
    for (const [lang, words] of [
      ['vi', ['BẢNG ĐIỂM SINH VIÊN', 'Học kỳ', 'Kết quả', 'Đạt']],
      ['en', ['TRANSCRIPT OF PUBLISHED RESULTS', 'Semester', 'Result', 'Passed']],
    ] as const) {
      const res = await t.call('GET', `/api/documents/transcript.pdf?lang=${lang}`, student);
      expect(res.statusCode).toBe(200);
      const { text } = readPdf(res.rawPayload);
      for (const w of [...words, STUDENT, 'SEP490-G1', formatScore(published.data.score, lang)]) expect(text).toContain(w);
      expect(text).not.toContain('SWP391-G1'); // course 3: nothing published there
    }
  });

  it('is for students only', async () => {
    expect((await t.call('GET', '/api/documents/transcript.pdf', admin)).statusCode).toBe(403);
  });
});
