import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';

/**
 * Stored text): names with quotes, markup, SQL and Vietnamese diacritics go in through
 * the API and come back byte-for-byte through the API's own reads (no escaping, no mangling, no
 * injection). The client renders text through React (escaped) and DataGrid's CSV export quotes it.
 */
jest.setTimeout(60_000);

const NAMES = [
  'Nguyễn Thị Ánh',
  "O'Brien \"Quote\"",
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'Đặng Văn Ẩn & <b>Bảo</b>',
  "Robert'); DROP TABLE x;",
  'Lê 😀 \\ back\\slash',
];

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(...DEMO_LOGINS.admin);
});
afterAll(async () => t?.close());

const ok = async (method: string, url: string, body?: unknown) => {
  const res = await t.call(method, url, admin, body);
  const inner = (res.json() as { status?: number }).status;
  expect([url, res.statusCode, inner === 200 || inner === 201 ? 'success' : res.body]).toEqual([url, 200, 'success']);
  return res;
};
const read = async (url: string) => {
  const res = await t.call('GET', url, admin);
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json() as unknown;
};

/** Every string anywhere in a JSON value. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

test.each(NAMES.map((n, i) => [n, i] as const))('%s round-trips through every resource', async (name, i) => {
  const pad = (s: string) => (Array.from(s).length >= 5 ? s : `${s} pad`);
  const student = pad(name);
  // subject
  await ok('POST', '/api/subject/add', { name, description: `Description of ${name}` });
  expect(strings(await read('/api/subject/getall'))).toEqual(expect.arrayContaining([name, `Description of ${name}`]));
  // semester session
  await ok('POST', '/api/semester/add', { year: 2040 + i, session: name, startTime: `${2040 + i}-01-01`, endTime: `${2040 + i}-02-01` });
  expect(strings(await read('/api/semester/getall'))).toContain(name);
  // course, project (add then edit), board, template with columns
  await ok('POST', '/api/course/add', { subjectId: 1, semesterId: 2, LectureId: 1, name });
  expect(strings(await read('/api/course/getall'))).toContain(name);
  await ok('POST', '/api/project/add', { name, notion: `Notion ${name}`, courseId: 3, semester: 2, subject: 2 });
  expect(strings(await read('/api/project/getall'))).toEqual(expect.arrayContaining([name, `Notion ${name}`]));
  await ok('PUT', '/api/project/edit', { id: 6, name, notion: `Edited ${name}` });
  expect(strings(await read('/api/project/6/getbyid'))).toEqual(expect.arrayContaining([name, `Edited ${name}`]));
  await ok('POST', '/api/evalution/add', { name, semesterId: 2, subjectId: 1, templateId: 101, startTime: '08:00', endTime: '09:00', room: String(101 + i), date: '2026-12-10' });
  expect(strings(await read('/api/evalution/getall'))).toContain(name);
  await ok('POST', '/api/template/addwithcolumns', {
    id: 700 + i,
    name,
    subjectId: 1,
    applydate: '2026-09-01',
    dataColumn: [
      { name, percent: 0.5 },
      { name: `${name} 2`, percent: 0.5 },
    ],
  });
  expect(strings(await read('/api/template/getall'))).toContain(name);
  expect(strings(await read(`/api/scorecolumn/${700 + i}`))).toEqual(expect.arrayContaining([name, `${name} 2`]));
  // people (name 5 to 25 characters)
  await ok('POST', '/api/student/add', { username: `rtstudent${i}`, password: 'rt-pass-1', code: `RT${1000 + i}`, name: student, address: name, birthday: '2004-01-01' });
  expect(strings(await read('/api/student/getall'))).toEqual(expect.arrayContaining([student, name]));
  await ok('POST', '/api/teacher/add', { username: `rtteacher${i}`, password: 'rt-pass-1', name: student, phone: '0900000000', address: name, birthday: '1980-01-01' });
  expect(strings(await read('/api/teacher/getall'))).toEqual(expect.arrayContaining([student, name]));
});

test('the stored bytes are the sent bytes (read straight from the database)', async () => {
  const rows = await t.app.db.selectFrom('subject').select('Name').execute();
  for (const name of NAMES) expect(rows.map((r) => r.Name)).toContain(name);
  // and nothing was dropped or injected: the demo tables are intact
  expect(await t.app.db.selectFrom('score').select('Id').execute()).toHaveLength(24); // the demo marks: 18 on project 1, 6 on project 2
});
