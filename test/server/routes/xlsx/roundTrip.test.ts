import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Exports that import back unchanged, in both languages: a university is written into one database; its students,
 * lecturers, courses, projects and schedule are exported, imported as they are into an empty database with the same
 * catalogue (subjects, terms, templates), and exported again: every cell of every workbook is the same.
 */
const ADMIN = { seed: 'none' as const, adminUsername: 'admin', adminPassword: 'Admin-pass-2026!' };
let source: TestApp;
let sourceToken: string;

const SUBJECTS = [
  { Id: 1, Name: 'Đồ án tốt nghiệp', Description: 'Khóa luận' },
  { Id: 2, Name: 'Capstone Project', Description: 'Final project' },
];
const SEMESTERS = [
  { Id: 1, Year: 2026, Session: 'Fall', StartTime: '2026-09-01', EndTime: '2026-12-31' },
  { Id: 2, Year: 2027, Session: 'Spring', StartTime: '2027-01-05', EndTime: '2027-05-31' },
];
const TEMPLATES = [{ Id: 7, Name: 'Mẫu chấm 2026', SubjectId: 1, ApplyDate: '2026-01-01' }];

async function catalogue(db: Kysely<Database>): Promise<void> {
  await db.insertInto('subject').values(SUBJECTS).execute();
  await db.insertInto('semester').values(SEMESTERS).execute();
  await db.insertInto('template').values(TEMPLATES).execute();
  await db.insertInto('score_column').values({ Name: 'Trình bày', PercentBp: 10000, TemplateId: 7 }).execute();
}

/** The source university: every row made in id order, so an import of its files gives the same ids. */
async function university(db: Kysely<Database>): Promise<void> {
  await catalogue(db);
  const account = async (username: string, role: 'std' | 'teach') =>
    (await db.insertInto('account').values({ Username: username, UsernameKey: username.toLowerCase(), PasswordHash: '!no-password', Role: role }).returning('Id').executeTakeFirstOrThrow()).Id;
  const lecturers = [
    ['Trần Thị Bích', '0905123456', '1980-03-15', 'Đà Nẵng', 'gv.bich'],
    ['Lê Văn Cường', '+84912345678', '1975-11-02', '12 Lê Lợi, Huế', 'gv.cuong'],
    ['Phạm Minh Đức', '0987654321', '1985-07-30', 'Hà Nội', 'gv.duc'],
  ];
  for (const [Name, PhoneNumber, BirthDay, Address, username] of lecturers) {
    await db.insertInto('lecturer').values({ Name: Name!, PhoneNumber: PhoneNumber!, BirthDay, Address, AccountId: await account(username!, 'teach') }).execute();
  }
  for (let i = 1; i <= 6; i++) {
    const code = `SV2026${String(i).padStart(3, '0')}`;
    await db
      .insertInto('student')
      .values({ Code: code, Name: `Nguyễn Văn Ánh ${i}`, BirthDay: `2004-0${i}-2${i}`, Address: `${i} Trần Phú, Huế`, AccountId: await account(`sv.${code.toLowerCase()}`, 'std'), NameFolded: null, AddressFolded: null })
      .execute();
  }
  await db
    .insertInto('course')
    .values([
      { Name: 'Đồ án K20 nhóm 1', SubjectId: 1, SemesterId: 1, LectureId: 1 },
      { Name: 'Đồ án K20 nhóm 2', SubjectId: 1, SemesterId: 1, LectureId: 2 },
      { Name: 'Capstone K21', SubjectId: 2, SemesterId: 2, LectureId: 3 },
    ])
    .execute();
  await db.insertInto('student_in_course').values([1, 2, 3, 4].map((StudentId) => ({ StudentId, CourseId: 1 }))).execute();
  await db.insertInto('student_in_course').values([5, 6].map((StudentId) => ({ StudentId, CourseId: 2 }))).execute();
  await db.insertInto('student_in_course').values({ StudentId: 1, CourseId: 3 }).execute();
  await db
    .insertInto('project')
    .values([
      { Name: 'Hệ thống chấm điểm', Notion: 'Ứng dụng web', CourseId: 1 },
      { Name: 'Phân tích dữ liệu', Notion: 'Học máy', CourseId: 1 },
      { Name: 'IoT nông nghiệp', Notion: 'Cảm biến', CourseId: 2 },
    ])
    .execute();
  await db
    .insertInto('student_in_project')
    .values([
      { StudentId: 1, ProjectId: 1, CourseId: 1 },
      { StudentId: 2, ProjectId: 1, CourseId: 1 },
      { StudentId: 3, ProjectId: 2, CourseId: 1 },
      { StudentId: 5, ProjectId: 3, CourseId: 2 },
    ])
    .execute();
  await db
    .insertInto('board')
    .values([
      { Name: 'Hội đồng A', Room: 'P305', Date: '2026-10-15', StartTime: '08:00', EndTime: '11:00', SemesterId: 1, SubjectId: 1, TemplateId: 7 },
      { Name: 'Hội đồng B', Room: 'P306', Date: '2026-10-15', StartTime: '13:00', EndTime: '15:00', SemesterId: 1, SubjectId: 1, TemplateId: 7 },
    ])
    .execute();
  await db
    .insertInto('lecture_in_board')
    .values([
      { TeacherId: 1, BoardId: 1 },
      { TeacherId: 2, BoardId: 1 },
      { TeacherId: 2, BoardId: 2 },
      { TeacherId: 3, BoardId: 2 },
    ])
    .execute();
  await db
    .insertInto('project_in_board')
    .values([
      { ProjectId: 1, BoardId: 1, IntendTime: '08:00', OrderNo: 1, ProtectTime: 30 },
      { ProjectId: 2, BoardId: 1, IntendTime: '08:30', OrderNo: 2, ProtectTime: 45 },
      { ProjectId: 3, BoardId: 2, IntendTime: '13:00', OrderNo: 1, ProtectTime: 30 },
    ])
    .execute();
}

/** The exports, in the order their imports need them, with the import that takes each. */
const FILES = [
  { get: '/api/export/lecturers.xlsx', post: '/api/import/lecturers.xlsx' },
  { get: '/api/export/students.xlsx', post: '/api/import/students.xlsx' },
  { get: '/api/export/courses.xlsx?semester=1', post: '/api/import/courses.xlsx' },
  { get: '/api/export/courses.xlsx?semester=2', post: '/api/import/courses.xlsx' },
  { get: '/api/export/projects.xlsx?course=1', post: '/api/import/projects.xlsx' },
  { get: '/api/export/projects.xlsx?course=2', post: '/api/import/projects.xlsx' },
  { get: '/api/export/schedule.xlsx?semester=1', post: '/api/import/schedule.xlsx', semesterId: 1 },
];

async function exported(t: TestApp, token: string, url: string, lang: string): Promise<Buffer> {
  const res = await t.call('GET', `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, token);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Every cell of the first sheet, dates as YYYY-MM-DD. */
async function cells(file: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))));
  return out;
}

beforeAll(async () => {
  source = await createTestApp(ADMIN);
  await university(source.app.db);
  sourceToken = await source.login('admin', 'admin', ADMIN.adminPassword);
}, 120_000);
afterAll(async () => {
  await source?.close();
});

describe.each(['en', 'vi'])('exports in %s', (lang) => {
  let target: TestApp;
  let token: string;
  beforeAll(async () => {
    target = await createTestApp(ADMIN);
    await catalogue(target.app.db);
    token = await target.login('admin', 'admin', ADMIN.adminPassword);
  }, 120_000);
  afterAll(async () => {
    await target?.close();
  });

  it('import back into an empty database and export again unchanged (students, lecturers, courses, projects, schedule)', async () => {
    for (const f of FILES) {
      const file = await exported(source, sourceToken, f.get, lang);
      const res = await target.upload(f.post, token, { file, ...(f.semesterId ? { semesterId: f.semesterId } : {}) });
      expect({ url: f.get, status: res.statusCode, body: res.json() }).toMatchObject({ status: 200, body: { status: 200 } });
    }
    for (const f of FILES) {
      const [before, after] = [await cells(await exported(source, sourceToken, f.get, lang)), await cells(await exported(target, token, f.get, lang))];
      expect({ url: f.get, cells: after }).toEqual({ url: f.get, cells: before });
      expect(before.length).toBeGreaterThan(1);
    }
  }, 180_000);

  it('gives imported accounts no usable password until one is set (the login refuses as for a wrong password; an admin reset works)', async () => {
    const res = await target.call('POST', '/api/loginstudent', null, { username: 'sv.sv2026001', password: '' });
    expect(res.json().token).toBeUndefined();
    const tries = await target.call('POST', '/api/loginstudent', null, { username: 'sv.sv2026001', password: '!no-password' });
    expect(tries.json().token).toBeUndefined();
    expect(tries.json().message).toBe((await target.call('POST', '/api/loginstudent', null, { username: 'sv.sv2026001', password: 'Wrong-pass-123' })).json().message);
    const reset = await target.call('POST', '/api/student/1/reset-password', token, {});
    expect(reset.json()).toMatchObject({ status: 200 });
    const temporary = reset.json().data.temporaryPassword as string;
    const signedIn = await target.call('POST', '/api/loginstudent', null, { username: 'sv.sv2026001', password: temporary });
    expect(signedIn.json()).toMatchObject({ token: expect.any(String) });
  });
});

describe('a Vietnamese file typed by hand', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    token = await t.login('admin', 'admin', ADMIN.adminPassword);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads headers without accents, dates typed day first (21/08/2004) and a password given in the file', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sinh viên');
    ws.addRow(['MSSV', 'Ho va ten', 'Ngay sinh', 'Dia chi', 'Ten dang nhap', 'Mat khau']);
    ws.addRow(['SV2004821', 'Hoàng Thị Lan', '21/08/2004', 'Huế', 'sv.lan', 'Mat-khau-2026']);
    ws.addRow(['SV2004101', 'Võ Văn Tâm', '1/10/2004', 'Huế', 'sv.tam', '']);
    const res = await t.upload('/api/import/students.xlsx', token, { file: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64') });
    expect(res.json()).toMatchObject({ status: 200, data: { count: 2 } });
    const rows = await t.app.db.selectFrom('student').select(['Code', 'BirthDay']).orderBy('Code').execute();
    expect(rows).toEqual([
      { Code: 'SV2004101', BirthDay: '2004-10-01' },
      { Code: 'SV2004821', BirthDay: '2004-08-21' },
    ]);
    // the one with a password signs in with it (and must change it), the other has none yet
    expect((await t.call('POST', '/api/loginstudent', null, { username: 'sv.lan', password: 'Mat-khau-2026' })).json().token).toEqual(expect.any(String));
    expect((await t.call('POST', '/api/loginstudent', null, { username: 'sv.tam', password: 'Mat-khau-2026' })).json().token).toBeUndefined();
  });

  it('refuses an impossible day-first date with the date message, naming its cell', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sinh viên');
    ws.addRow(['Mã số sinh viên', 'Họ và tên', 'Ngày sinh', 'Địa chỉ', 'Tên đăng nhập']);
    ws.addRow(['SV2004999', 'Hoàng Thị Mai', '31/02/2004', 'Huế', 'sv.mai']);
    const res = await t.upload('/api/import/students.xlsx', token, { file: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64') });
    // the whole answer, so that another refusal says which it was
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 400, body: { code: 'importInvalidRows', data: { errors: [expect.objectContaining({ row: 2, field: 'Ngày sinh', cell: 'C2', code: 'realDate' })] } } });
  });
});
