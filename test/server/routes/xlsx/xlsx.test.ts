import { sheetFile } from '../../testing/sheetFile';
import ExcelJS from 'exceljs';
import type { BoardAnalytics, TermAnalytics } from '../../../../src/common/contract/analytics';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/** Excel both ways on the demo data: exports read back with ExcelJS, imports all or nothing with cells named. */
let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await demoAdminApp()));
afterAll(async () => {
  await t?.close();
});

async function workbook(url: string, token = admin): Promise<ExcelJS.Workbook> {
  const res = await t.call('GET', url, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

const values = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

const studentCount = async () => (await t.app.db.selectFrom('student').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('xlsx export', () => {
  it('writes the students with typed cells, a frozen header and Vietnamese intact', async () => {
    const add = await t.call('POST', '/api/student/add', admin, { code: 'VN001', name: 'Nguyễn Thị Ánh Tuyết', birthday: '2003-02-28', address: 'Hà Nội', username: 'anhtuyet', password: 'Mat-khau-2026' });
    expect(add.json().status).toBe(200);
    const wb = await workbook('/api/export/students.xlsx?lang=vi');
    const ws = wb.worksheets[0]!;
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const [header, ...rows] = values(ws);
    // the grid's visible columns, order and headers, then the username (so that the file imports back)
    expect(header).toEqual(['ID', 'Mã số sinh viên', 'Họ và tên', 'Địa chỉ', 'Ngày sinh', 'Thư điện tử', 'Tên đăng nhập']);
    const api = (await t.call('GET', '/api/student/getall', admin)).json() as { id: number; code: string; name: string; birthday: string | null; address: string | null }[];
    expect(rows.length).toBe(api.length);
    const mine = rows.find((r) => r[1] === 'VN001')!;
    expect(mine[2]).toBe('Nguyễn Thị Ánh Tuyết');
    expect(mine[4]).toBeInstanceOf(Date);
    expect((mine[4] as Date).toISOString().slice(0, 10)).toBe('2003-02-28');
    expect(mine[6]).toBe('anhtuyet');
    expect(typeof mine[0]).toBe('number');
    expect(rows.map((r) => r[1]).sort()).toEqual(api.map((s) => s.code).sort());
  });

  it('writes the term analytics tables equal to the API', async () => {
    const api = (await t.call('GET', '/api/analytics/term?semester=1', admin)).json().data as TermAnalytics;
    const wb = await workbook('/api/export/term/analytics.xlsx?semester=1');
    const [, ...bins] = values(wb.getWorksheet('Distribution')!);
    expect(bins.map((b) => b[2] ?? 0)).toEqual(api.Bins.map((b) => b.Count));
    const [, ...courses] = values(wb.getWorksheet('Courses')!);
    expect(courses.map((c) => [c[0], c[1], c[2]])).toEqual(api.Courses.map((c) => [c.Name, c.Students, c.Passed]));
    const [, ...lecturers] = values(wb.getWorksheet('Lecturers')!);
    expect(lecturers.map((l) => [l[0], l[3]])).toEqual(api.Lecturers.map((l) => [l.Name, l.Leniency]));
  });

  it("says \"provisional\" in a board's analytics workbook while not all its projects are published, in both languages", async () => {
    const boards = await t.app.db.selectFrom('board').select('Id').execute();
    const seen = new Set<boolean>();
    for (const { Id } of boards) {
      const api = (await t.call('GET', `/api/analytics/board/${Id}`, admin)).json().data as BoardAnalytics;
      const provisional = api.PublishedProjects < api.Projects;
      seen.add(provisional);
      const en = await workbook(`/api/export/board/${Id}/analytics.xlsx?lang=en`);
      const vi = await workbook(`/api/export/board/${Id}/analytics.xlsx?lang=vi`);
      if (provisional) {
        expect(en.worksheets[0]!.name).toBe('(provisional)');
        expect(String(en.worksheets[0]!.getCell('A1').value)).toBe(`${api.PublishedProjects} of ${api.Projects} projects of this board are published: these figures may still change until every project is published.`);
        expect(en.worksheets.slice(1).every((w) => w.name.endsWith(' (provisional)'))).toBe(true);
        expect(vi.worksheets[0]!.name).toBe('(tạm tính)');
        expect(String(vi.worksheets[0]!.getCell('A1').value)).toContain(`Mới công bố ${api.PublishedProjects} trên ${api.Projects} đề tài`);
        expect(vi.worksheets.slice(1).every((w) => w.name.endsWith(' (tạm tính)'))).toBe(true);
      } else {
        expect(en.worksheets.map((w) => w.name)).toEqual(['Distribution', 'Criteria', 'Lecturers', 'Disagreements']);
        expect(vi.worksheets.some((w) => w.name.includes('tạm tính'))).toBe(false);
      }
    }
    // the demo's boards are not all published, so the provisional branch ran
    expect(seen.has(true)).toBe(true);
  });

  it("writes a board's results with every lecturer's marks and comments, for the admin and the board's lecturer only", async () => {
    const member = await t.app.db
      .selectFrom('student_in_project as sp')
      .innerJoin('project_in_board as pb', 'pb.ProjectId', 'sp.ProjectId')
      .innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
      .select(['sp.Id', 'sp.ProjectId', 'lb.Id as Seat'])
      .where('pb.BoardId', '=', 1)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('mark_comment')
      .values({ ProjectId: member.ProjectId, LectureInBoardId: member.Seat, StudentInProjectId: member.Id, ScoreColumnId: 0, Text: 'Trình bày rõ ràng', UpdatedAt: new Date().toISOString() })
      .execute();
    const wb = await workbook('/api/export/board/1/results.xlsx');
    const [header, ...rows] = values(wb.worksheets[0]!);
    expect(header.slice(0, 3)).toEqual(['Code', 'Name', 'Project']);
    expect(header.at(-2)).toBe('Final score');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.flat()).toContain('Trình bày rõ ràng');
    const marks = await t.app.db
      .selectFrom('score as s')
      .innerJoin('lecture_in_board as l', 'l.Id', 's.LectureInBoardId')
      .select('s.Score')
      .where('l.BoardId', '=', 1)
      .execute();
    const written = rows.flatMap((r) => r.slice(3, -2)).filter((v) => typeof v === 'number');
    // every mark appears, plus one total per complete row of marks
    expect(written.length).toBeGreaterThanOrEqual(marks.length);
    const lecturer1 = await t.login('teach', 'lecturer1', 'lecturer123');
    const lecturer3 = await t.login('teach', 'lecturer3', 'lecturer123');
    await workbook('/api/export/board/1/results.xlsx', lecturer1);
    expect((await t.call('GET', '/api/export/board/1/results.xlsx', lecturer3)).statusCode).toBe(404);
  });
});

describe("a board's results workbook", () => {
  it('says a result not yet published as "Not published" / "Chưa công bố", in the chosen language', async () => {
    for (const [lang, words] of [
      ['en', ['Passed', 'Not passed', 'Not published']],
      ['vi', ['Đạt', 'Không đạt', 'Chưa công bố']],
    ] as const) {
      const results: unknown[] = [];
      for (const board of [1, 2, 3]) {
        const [, ...rows] = values((await workbook(`/api/export/board/${board}/results.xlsx?lang=${lang}`)).worksheets[0]!);
        results.push(...rows.map((r) => r.at(-1)));
      }
      expect(results.length).toBeGreaterThan(0);
      expect(results.filter((r) => !(words as readonly unknown[]).includes(r))).toEqual([]);
      expect(results).toContain(words[2]);
      expect(results.join('|')).not.toMatch(/No public/i);
    }
  });
});

describe('schedule export', () => {
  it("writes a term's schedule as its CSV export has it: one row per slot, dates as dates, minutes as numbers", async () => {
    const csv = (await t.call('GET', '/api/schedule/export?semesterId=2', admin)).body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const head = csv[0]!.split(',');
    const fromCsv = csv.slice(1).map((line) => {
      const cells = line.split(',');
      return [cells[head.indexOf('Board')], cells[head.indexOf('ProjectId')] ? Number(cells[head.indexOf('ProjectId')]) : null, cells[head.indexOf('Minutes')] ? Number(cells[head.indexOf('Minutes')]) : null];
    });
    const ws = (await workbook('/api/export/schedule.xlsx?semester=2&lang=vi')).worksheets[0]!;
    expect(ws.name).toBe('Lịch bảo vệ');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const [header, ...rows] = values(ws);
    // the schedule import's columns (in Vietnamese), the names beside their ids
    expect(header).toEqual(['Hội đồng', 'Phòng', 'Ngày', 'Bắt đầu', 'Kết thúc', 'Mã môn học', 'Môn học', 'Mã mẫu điểm', 'Mã giảng viên', 'Tên giảng viên', 'Mã đề tài', 'Đề tài', 'Thứ tự', 'Giờ', 'Số phút']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r[0], r[10] ?? null, r[14] ?? null])).toEqual(fromCsv);
    expect(rows[0]![2]).toBeInstanceOf(Date);
    expect(ws.getColumn(3).numFmt).toBe('dd/mm/yyyy');
    expect(rows[0]![6]).toBe('Capstone Project');
  });

  it('refuses a call without a semester', async () => {
    expect((await t.call('GET', '/api/export/schedule.xlsx', admin)).statusCode).toBe(400);
  });
});

describe('xlsx import', () => {
  const header = ['Code', 'Name', 'Birthday', 'Address', 'Username', 'Password'];
  const person = (i: number) => [`XL${String(i).padStart(4, '0')}`, `Trần Văn Đức ${i}`, new Date(Date.UTC(2002, 0, 1 + (i % 28))), 'Đà Nẵng', `xlstudent${i}`, `Mat-khau-${i}-2026`];

  it('refuses 300 students with one bad cell, naming that cell, and writes nothing', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => person(i + 1));
    rows[136]![2] = '2002-13-45'; // sheet row 138, column C
    const before = await studentCount();
    const res = await t.upload('/api/import/students.xlsx', admin, { file: await sheetFile(header, rows) });
    const body = res.json();
    expect(body.status).toBe(400);
    expect(body.message).toBe('1 of 300 rows is invalid; nothing was imported');
    expect(body.data.errors).toEqual([expect.objectContaining({ row: 138, field: 'Birthday', cell: 'C138' })]);
    expect(await studentCount()).toBe(before);
  });

  it('imports 300 valid students, dates read from date cells', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => person(i + 1));
    const before = await studentCount();
    const res = await t.upload('/api/import/students.xlsx', admin, { file: await sheetFile(header, rows) });
    expect(res.json()).toMatchObject({ status: 200, message: 'Imported 300 students' });
    expect(Number(await studentCount())).toBe(Number(before) + 300);
    const one = await t.app.db.selectFrom('student').select(['Name', 'BirthDay']).where('Code', '=', 'XL0003').executeTakeFirstOrThrow();
    expect(one).toEqual({ Name: 'Trần Văn Đức 3', BirthDay: '2002-01-04' });
  }, 120_000);

  it('refuses a file that is not a workbook', async () => {
    const res = await t.upload('/api/import/lecturers.xlsx', admin, { file: Buffer.from('Name,Phone\nA,1').toString('base64') });
    expect(res.json()).toMatchObject({ status: 400, message: 'The file is not an Excel workbook (.xlsx)' });
  });
});

describe('exports of what the grid shows, and templates', () => {
  it('writes only the students the grid keeps with its search and filter when asked for the rows shown', async () => {
    await t.call('POST', '/api/student/add', admin, { code: 'ZZ777', name: 'Đặng Văn Lâm', birthday: '2003-02-28', address: 'Hà Nội', username: 'zz777', password: 'Mat-khau-2026' });
    const ws = (await workbook('/api/export/students.xlsx?shown=1&q=ZZ777&lang=en')).worksheets[0]!;
    const [header, ...rows] = values(ws);
    expect(header).toEqual(['ID', 'Code', 'Student Name', 'Address', 'Birthday', 'Email', 'Username']);
    expect(rows.map((r) => r[1])).toEqual(['ZZ777']);
    const all = values((await workbook('/api/export/students.xlsx?q=ZZ777&lang=en')).worksheets[0]!);
    expect(all.length).toBeGreaterThan(2);
  });

  it('writes only the lecturers asked for by id, under the grid\'s headers in its order in either language', async () => {
    const [header, ...rows] = values((await workbook('/api/export/lecturers.xlsx?ids=2,3')).worksheets[0]!);
    expect(rows.map((r) => r[0])).toEqual([2, 3]);
    // the Lecturers grid: ID, Lecturer Name, Phone Number, Birthday, Address, Email (then the username the import needs)
    expect(header).toEqual(['ID', 'Lecturer Name', 'Phone Number', 'Birthday', 'Address', 'Email', 'Username']);
    const [vi] = values((await workbook('/api/export/lecturers.xlsx?ids=2&lang=vi')).worksheets[0]!);
    expect(vi).toEqual(['ID', 'Họ tên giảng viên', 'Số điện thoại', 'Ngày sinh', 'Địa chỉ', 'Thư điện tử', 'Tên đăng nhập']);
  });

  it("gives each import's empty workbook with its headers in the language asked", async () => {
    const [header, ...rows] = values((await workbook('/api/export/template/students.xlsx?lang=vi')).worksheets[0]!);
    expect(header).toEqual(['Mã số sinh viên', 'Họ và tên', 'Địa chỉ', 'Ngày sinh', 'Tên đăng nhập', 'Mật khẩu', 'Thư điện tử', 'Lớp học phần', 'Đề tài']);
    expect(rows).toEqual([]);
    const [schedule] = values((await workbook('/api/export/template/schedule.xlsx?lang=en')).worksheets[0]!);
    expect(schedule).toEqual(['Board', 'Room', 'Date', 'Start', 'End', 'SubjectId', 'TemplateId', 'Lecturers', 'ProjectId', 'Order', 'Time', 'Minutes']);
  });
});
