import { createTestApp, type TestApp } from '../../testing/testApp';
import { readPdf } from './pdfText';

// PDFs read back with poppler and sign-ins with argon2: generous under a loaded machine
jest.setTimeout(30_000);

let t: TestApp;
let student1: string;

beforeAll(async () => {
  t = await createTestApp();
  student1 = await t.login('std', 'student1', 'student123');
  const chair = await t.login('teach', 'lecturer1', 'lecturer123');
  // project 1 (student1, 2, 3) is published in the demo: its chair records the decision afterwards
  const body = { projectId: 1, decision: 'revisions', revisions: 'Rewrite chapter 3 (Kiến trúc hệ thống)', revisionsDue: '2026-12-20', notes: 'Secret note of the secretary', version: 0 };
  expect((await t.call('PUT', '/api/board/1/minutes', chair, body)).json().status).toBe(200);
});
afterAll(() => t.close());

const mine = (token: string | null, project: number, lang?: string) => t.call('GET', `/api/documents/my/project/${project}/minutes.pdf${lang ? `?lang=${lang}` : ''}`, token);

describe("GET /documents/my/project/{id}/minutes.pdf (a student's copy of the minutes)", () => {
  it("holds the board, the decision, the revisions with their deadline and the student's own result, nothing of others", async () => {
    const res = await mine(student1, 1, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = readPdf(res.rawPayload);
    for (const expected of ['MINUTES OF THE EVALUATION BOARD', "Student's copy", 'Board A - SEP490', 'Fall 2026', 'Smart Campus Parking', 'SE160001', 'Nguyen Minh Anh', 'Pass with revisions', 'Rewrite chapter 3 (Kiến trúc hệ thống)', 'Revisions due by', '2026-12-20', '8.11', 'Passed', 'Chair of the board', 'Signatures', 'Nguyen Van An']) {
      expect(text).toContain(expected);
    }
    // not the other students of the project, not a lecturer's marks or totals, not the secretary's notes
    for (const absent of ['SE160002', 'Tran Quoc Bao', 'SE160003', 'Le Thi Cam', '6.24', '8.05', '8.18', '8.25', 'Secret note', "Secretary's notes"]) {
      expect(text).not.toContain(absent);
    }
  });

  it('is in Vietnamese with ?lang=vi, the season said in Vietnamese', async () => {
    const { text } = readPdf((await mine(student1, 1, 'vi')).rawPayload);
    for (const expected of ['BIÊN BẢN HỌP HỘI ĐỒNG ĐÁNH GIÁ', 'Bản của sinh viên', 'Học kỳ: Thu 2026', 'Đạt, cần chỉnh sửa', 'Hạn chỉnh sửa', '20/12/2026', 'Chủ tịch hội đồng']) expect(text).toContain(expected);
    expect(text).not.toContain('Fall 2026');
  });

  it("answers 404 for a project that is not the student's, like an unknown one", async () => {
    for (const project of [2, 3, 999]) {
      const res = await mine(student1, project);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'projectNotFound' });
    }
  });

  it('refuses with 409 before the project is published (the decision reaches the student with the result)', async () => {
    // student1 is also in project 5 (board C), not published
    const res = await mine(student1, 5, 'vi');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'minutesNotPublished', params: { id: '5' } });
  });

  it("is the student's only: lecturers and admins have the board's minutes (403), no session 401", async () => {
    expect((await mine(await t.login('teach', 'lecturer1', 'lecturer123'), 1)).statusCode).toBe(403);
    expect((await mine(await t.login('admin', 'admin', 'admin123'), 1)).statusCode).toBe(403);
    expect((await mine(null, 1)).statusCode).toBe(401);
    // another student of the project gets its own copy with its own result
    const { text } = readPdf((await mine(await t.login('std', 'student3', 'student123'), 1, 'en')).rawPayload);
    expect(text).toContain('SE160003');
    expect(text).toContain('Failed');
    expect(text).not.toContain('SE160001');
  });
});
