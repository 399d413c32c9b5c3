import { sheetFile } from '../../testing/sheetFile';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/**
 * A people workbook's rows are read and checked by their schema in the reader thread (documents/xlsx/reader.ts
 * `person`), not on the event loop: the refusal must be the JSON import's refusal of the same rows, problem for
 * problem (the schema's, the file's duplicates, the database's, the placements'), the rows renumbered as the sheet's.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await demoAdminApp()));
afterAll(async () => {
  await t?.close();
});

type Problem = { row: number; field: string; code?: string; message: string };

const header = ['Code', 'Name', 'Birthday', 'Address', 'Username', 'Password', 'Course'];
const fields = ['code', 'name', 'birthday', 'address', 'username', 'password', 'course'] as const;

/** 260 rows (past the size whose rows the event loop once sent to a checking thread), with every kind of problem. */
function rows(): string[][] {
  const out = Array.from({ length: 260 }, (_, i) => [`CK${String(i).padStart(4, '0')}`, `  Lê Thị Mai ${i}  `, `${1 + (i % 28)}/03/2002`, 'Huế', `ckstudent${i}`, '', '']);
  out[3]![2] = 'not a date';
  out[7]![1] = 'x'.repeat(40); // too long
  out[11]![0] = ''; // no code
  out[20]![0] = out[19]![0]!; // a code twice in the file
  out[30]![4] = 'admin'; // a username taken in the database
  out[52]![6] = 'No Such Course 123'; // a course nobody has
  for (let i = 100; i < 160; i++) out[i]![2] = '31/02/2002'; // sixty more: past the 50 listed
  return out;
}

it('refuses a people workbook exactly as the JSON import refuses the same rows, and writes nothing', async () => {
  const data = rows();
  const json = await t.call('POST', '/api/student/import', admin, { rows: data.map((r) => Object.fromEntries(fields.map((f, j) => [f, r[j]]))) });
  const xlsx = await t.upload('/api/import/students.xlsx', admin, { file: await sheetFile(header, data) });
  const a = json.json() as { status: number; message: string; data: { errors: Problem[]; more: number } };
  const b = xlsx.json() as { status: number; message: string; data: { errors: (Problem & { cell: string })[]; more: number } };
  expect(a.status).toBe(400);
  expect(b.status).toBe(400);
  expect(b.message).toBe(a.message);
  expect(b.data.more).toBe(a.data.more);
  expect(a.data.more).toBeGreaterThan(0);
  expect(a.data.errors).toHaveLength(50);
  // the same problems in the same order: the sheet numbers its data rows from 2, and names the column by its header
  const kinds = (errors: Problem[], shift: number) => errors.map((e) => [e.row + shift, e.code, e.field.toLowerCase()]);
  expect(kinds(b.data.errors, 0)).toEqual(kinds(a.data.errors, 1));
  // each kind of problem is among those compared: the schema's, the file's own duplicates, the database's, a placement's
  expect(new Set(a.data.errors.map((e) => e.code))).toEqual(new Set(['realDate', 'maxLength', 'required', 'codeAlsoInRow', 'usernameTaken', 'courseNamedNotFound']));
  expect(b.data.errors.find((e) => e.row === 5)).toMatchObject({ field: 'Birthday', cell: 'C5' });
  const written = await t.app.db.selectFrom('student').select('Id').where('Code', 'like', 'CK%').execute();
  expect(written).toEqual([]);
});

it('reads a valid people workbook as the JSON import reads its rows: names trimmed, day-first dates, no password', async () => {
  const data = rows().slice(0, 3).map((r, i) => [`CV000${i}`, r[1]!, r[2]!, r[3]!, `cvstudent${i}`, '', '']);
  const preview = await t.upload('/api/import/students.xlsx?dryRun=true', admin, { file: await sheetFile(header, data) });
  expect(preview.json()).toMatchObject({ status: 200, data: { count: 3 } });
  expect(preview.json().data.preview[1]).toMatchObject({ code: 'CV0001', name: 'Lê Thị Mai 1', birthday: '2002-03-02', address: 'Huế' });
  expect(preview.json().data.preview[1]).not.toHaveProperty('password');
});
