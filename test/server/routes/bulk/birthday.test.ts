import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
}, 30_000);
afterAll(() => t.close());

const NEW = { code: 'SE180001', name: 'Birthday Check', birthday: '2004-02-29', address: '1 Date Street', username: 'birthdaycheck', password: 'secret1' };
const RANGE = 'Your birthday is out of range: the age must be between 15 and 100 years';

describe('birthdays on the server', () => {
  it.each([
    ['2003-02-30', 'Your birthday must be a real date (YYYY-MM-DD)'],
    ['2999-01-01', RANGE],
    ['1800-06-01', RANGE],
  ])('refuses %s on add, edit and import with its own message, changing nothing', async (birthday, message) => {
    expect((await t.call('POST', '/api/student/add', admin, { ...NEW, birthday })).json()).toMatchObject({ status: 400, message });
    expect((await t.call('PUT', '/api/student/edit', admin, { id: 1, name: 'Nguyen Minh Anh', address: '10 Nguyen Van Cu', birthday })).json()).toMatchObject({ status: 400, message });
    expect((await t.call('POST', '/api/teacher/add', admin, { name: 'Birthday Lect', birthday, phone: '0901234567', address: 'x', username: 'bdaylect', password: 'secret1' })).json()).toMatchObject({ status: 400, message });
    const imported = await t.call('POST', '/api/student/import', admin, { rows: [{ ...NEW, birthday }] });
    expect(imported.json()).toMatchObject({ status: 400, data: { errors: [{ row: 1, field: 'birthday', message }] } });
    const students = (await t.call('GET', '/api/student/getall', admin)).json() as { id: number; code: string; birthday: string }[];
    expect(students.some((s) => s.code === NEW.code)).toBe(false);
    expect(students.find((s) => s.id === 1)!.birthday).toBe('2003-01-10');
  });
});
