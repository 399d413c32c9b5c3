import { sheetFile } from '../../testing/sheetFile';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/** An import's preview (dryRun): the same check as the import, the first rows shown, nothing written. */
let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await demoAdminApp()));
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'student' | 'lecturer' | 'account') => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const header = ['Mã số sinh viên', 'Họ và tên', 'Ngày sinh', 'Địa chỉ', 'Tên đăng nhập', 'Mật khẩu'];
const person = (i: number) => [`PV${String(i).padStart(4, '0')}`, `Lê Thị Hoa ${i}`, `0${1 + (i % 9)}/03/2003`, 'Huế', `pvstudent${i}`, `Mat-khau-${i}-2026`];

describe('xlsx import preview', () => {
  it('checks 40 students, shows the first five without passwords, and writes nothing; the import then writes them', async () => {
    const file = await sheetFile(header, Array.from({ length: 40 }, (_, i) => person(i + 1)));
    const [students, accounts] = [await count('student'), await count('account')];
    const res = await t.upload('/api/import/students.xlsx', admin, { file, dryRun: true });
    expect(res.json()).toMatchObject({ status: 200, message: '40 rows checked: nothing written yet', data: { count: 40 } });
    const preview = res.json().data.preview as Record<string, string>[];
    expect(preview).toHaveLength(5);
    expect(preview[0]).toMatchObject({ code: 'PV0001', name: 'Lê Thị Hoa 1', birthday: '2003-03-02', address: 'Huế', username: 'pvstudent1' });
    expect(preview.every((r) => !('password' in r))).toBe(true);
    expect([await count('student'), await count('account')]).toEqual([students, accounts]);

    const real = await t.upload('/api/import/students.xlsx', admin, { file });
    expect(real.json()).toMatchObject({ status: 200, message: 'Imported 40 students' });
    expect(await count('student')).toBe(students + 40);
  });

  it('refuses a bad file with exactly the problems the import gives, writing nothing', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => person(100 + i));
    rows[3]![2] = '31/02/2003'; // no such day
    rows[7]![0] = 'PV0001'; // imported above
    const file = await sheetFile(header, rows);
    const before = await count('student');
    const dry = await t.upload('/api/import/students.xlsx', admin, { file, dryRun: true });
    const real = await t.upload('/api/import/students.xlsx', admin, { file });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().data.errors.length).toBe(2);
    expect(dry.json()).toEqual(real.json());
    expect(await count('student')).toBe(before);
  });

  it('previews lecturers too (courses, projects and the schedule: previewCatalog.test.ts)', async () => {
    const file = await sheetFile(['Name', 'Phone Number', 'Birthday', 'Address', 'Username'], [['Phạm Minh Khoa', '0905123456', '1980-05-06', 'Hà Nội', 'pvlecturer1']]);
    const before = await count('lecturer');
    const res = await t.upload('/api/import/lecturers.xlsx', admin, { file, dryRun: true });
    expect(res.json()).toMatchObject({ status: 200, data: { count: 1, preview: [{ name: 'Phạm Minh Khoa', phone: '0905123456' }] } });
    expect(await count('lecturer')).toBe(before);
  });
});
