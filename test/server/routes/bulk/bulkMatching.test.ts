import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
}, 30_000);
afterAll(() => t.close());

// three students the search "kiem" + code filter "mk" keep (accents folded), and one each only half matches
const person = (n: number, name: string, code = `MK${String(n).padStart(6, '0')}`) => ({ code, name, birthday: '2004-05-06', address: `${n} Filter Street`, username: `mkfilter${n}`, password: 'secret1' });
const ROWS = [person(1, 'Nguyễn Văn Kiếm'), person(2, 'Trần Kiếm Đức'), person(3, 'Lê Thị KIEM'), person(4, 'Phạm Văn Nam'), person(5, 'Đỗ Kiếm', 'XK000005')];
const FILTER = { q: 'kiem', filterField: 'Code', filterOp: 'startsWith', filterValue: 'mk' };

const gridIds = async (query: Record<string, string>) => {
  const res = await t.call('GET', `/api/student/paged?${new URLSearchParams({ ...query, pageSize: '100' }).toString()}`, admin);
  return (res.json().data.rows as { Id: number }[]).map((r) => r.Id);
};
const courseStudentIds = async (courseId: number) => ((await t.call('GET', `/api/student/${courseId}/course`, admin)).json() as { Id: number }[]).map((s) => s.Id);
const projectStudentIds = async (projectId: number) => ((await t.call('GET', `/api/student/${projectId}/project`, admin)).json() as { StudentId: number }[]).map((s) => s.StudentId);
const allIds = async () => ((await t.call('GET', '/api/student/getall', admin)).json() as { id: number }[]).map((s) => s.id);

describe('bulk actions on "every student matching" the Students grid', () => {
  let shown: number[];
  beforeAll(async () => {
    const imported = (await t.call('POST', '/api/student/import', admin, { rows: ROWS })).json();
    expect(imported).toMatchObject({ status: 200 });
    shown = await gridIds(FILTER);
    expect(shown).toHaveLength(3);
  });

  it('enrols, adds to a project and deletes exactly the rows the grid shows, one request each', async () => {
    const enrol = await t.call('POST', '/api/studentincourse/bulk-add', admin, { course: 1, filter: FILTER });
    expect(enrol.json()).toMatchObject({ status: 200, message: 'Enrolled 3 students in the course', data: { done: shown, refused: [] } });
    expect(await courseStudentIds(1)).toEqual(expect.arrayContaining(shown));

    const [first] = shown;
    expect((await t.call('POST', '/api/studentinproject/bulk-add', admin, { project: 6, students: [first] })).json()).toMatchObject({ status: 200 });
    const add = await t.call('POST', '/api/studentinproject/bulk-add', admin, { project: 6, filter: FILTER });
    // the same per-row results as with ids: the one already there is listed by code and name
    expect(add.json()).toMatchObject({
      status: 200,
      message: 'Added 2 students to the project; 1 student not added',
      data: { done: shown.slice(1), refused: [{ id: first, code: 'MK000001', name: 'Nguyễn Văn Kiếm', reason: 'This student is already in this project' }] },
    });
    expect((await projectStudentIds(6)).sort((a, b) => a - b)).toEqual([...shown].sort((a, b) => a - b));

    // enrolled: kept with the reason, as a bulk delete by ids does; the free one the grid shows is deleted
    const kept = await t.call('POST', '/api/student/bulk-delete', admin, { filter: FILTER });
    expect(kept.json()).toMatchObject({ status: 200, message: 'Deleted 0 students; 3 students kept', data: { done: [] } });
    expect(kept.json().data.refused.map((r: { id: number }) => r.id)).toEqual(shown);
    const nam = { q: 'nam', filterField: 'Code', filterOp: 'startsWith', filterValue: 'mk' };
    const free = await gridIds(nam);
    expect(free).toHaveLength(1);
    const removed = await t.call('POST', '/api/student/bulk-delete', admin, { filter: nam });
    expect(removed.json()).toMatchObject({ status: 200, message: 'Deleted 1 student', data: { done: free, refused: [] } });
    expect(await allIds()).not.toContain(free[0]);
    expect(await allIds()).toEqual(expect.arrayContaining(shown));
  });

  it('refuses a bad or empty filter with 400 and changes nothing', async () => {
    const students = await allIds();
    const enrolled = await courseStudentIds(3);
    const bad: unknown[] = [
      { course: 3, filter: { q: 'kiem', filterField: 'Name', filterOp: '>', filterValue: 'a' } },
      { course: 3, filter: { filterField: 'Id', filterOp: '=', filterValue: 'abc' } },
      { course: 3, filter: { filterField: 'Nope', filterOp: 'contains', filterValue: 'a' } },
      { course: 3, filter: { q: 'kiem', extra: 1 } },
      { course: 3, filter: {} },
      { course: 3, filter: { q: '  ' } },
      { course: 3, filter: { filterField: 'Name', filterOp: 'contains', filterValue: '' } },
      { course: 3, students: shown, filter: FILTER },
      { course: 3 },
    ];
    for (const body of bad) {
      const res = await t.call('POST', '/api/studentincourse/bulk-add', admin, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await t.call('POST', '/api/student/bulk-delete', admin, { filter: { filterField: 'Name', filterOp: 'isAnyOf', filterValue: 'x' } })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/student/bulk-delete', admin, { filter: {} })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/studentinproject/bulk-add', admin, { project: 6, filter: { q: '' } })).statusCode).toBe(400);
    expect(await allIds()).toEqual(students);
    expect(await courseStudentIds(3)).toEqual(enrolled);
  });
});
