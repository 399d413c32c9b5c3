import { demoAdminApp, type TestApp } from '../../testing/testApp';
import { addBoard } from './fixture';

/**
 * The defence schedule's conflicts, through the spec's own routes and the schedule routes, on the demo data
 * (board A: 2026-11-20 08:00-11:00 room 201, lecturers 1 and 2, terminated; board B: 2026-11-27 13:30-16:30 room
 * 305, lecturers 2 and 3, project 3 at 13:30; board C: 2026-12-02 09:00-11:30 room 110, lecturers 1 and 3,
 * project 5 at 09:00 for 60 minutes; student1 is in projects 1 and 5).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await demoAdminApp()), 30_000);
afterAll(() => t.close());

const add = (patch: Record<string, unknown>) => addBoard(t, admin, patch);
const count = async (table: 'board' | 'lecture_in_board' | 'project_in_board') => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the demo data', () => {
  it('has no conflict', async () => {
    const res = await t.call('GET', '/api/schedule/conflicts', admin);
    expect(res.json()).toEqual({ status: 200, data: [] });
  });
});

describe('conflicts are refused before saving, each named', () => {
  it('a room used by two boards at once (board add and board edit)', async () => {
    const before = await count('board');
    const res = await add({ room: ' 305 ' });
    expect(res).toMatchObject({ status: 409, saveAnyway: false, conflicts: [{ Kind: 'room', Room: '305', Date: '2026-11-27' }] });
    expect(res.message).toMatch(/^Schedule conflict: Room 305 is used by 'Board X' .* and 'Board B - SEP490' \(room 305, 13:30-16:30\)/);
    expect(await count('board')).toBe(before);
    // edit: board C moved into board B's room and hours
    const edit = (await t.call('PUT', '/api/evalution/edit', admin, { id: 3, name: 'Board C - SWP391', templateId: 102, startTime: '13:00', endTime: '15:00', room: '305', date: '2026-11-27' })).json();
    expect(edit).toMatchObject({ status: 409, conflicts: expect.arrayContaining([expect.objectContaining({ Kind: 'room' })]) });
    expect((await t.app.db.selectFrom('board').select('Room').where('Id', '=', 3).executeTakeFirstOrThrow()).Room).toBe('110');
    // touching ends are no clash
    expect(await add({ name: 'Board Y', room: '305', startTime: '16:30', endTime: '17:30' })).toMatchObject({ status: 201 });
  });

  it('a lecturer on two boards whose sessions overlap', async () => {
    const y = (await add({ name: 'Board L', room: '777', startTime: '15:00', endTime: '17:00' })) as { data: { id: number } };
    const before = await count('lecture_in_board');
    const res = (await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 3, boardId: y.data.id })).json();
    expect(res).toMatchObject({ status: 409, conflicts: [{ Kind: 'lecturer', LecturerId: 3, LecturerName: 'Le Hoang Cuong', Boards: [{ Id: 2 }, { Id: y.data.id }] }] });
    expect(res.message).toContain('Lecturer Le Hoang Cuong sits on');
    expect(await count('lecture_in_board')).toBe(before);
    // lecturer 1 is free that afternoon
    expect((await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 1, boardId: y.data.id })).json()).toMatchObject({ status: 200 });
  });

  it("a slot outside its board's hours, and two slots of a board overlapping", async () => {
    const before = await count('project_in_board');
    const outside = (await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 4, boardId: 2, intendTime: '16:00', order: 2, protectTime: 45 })).json();
    expect(outside).toMatchObject({ status: 409, conflicts: [{ Kind: 'slotOutside', Projects: [{ Id: 4, Start: '16:00', End: '16:45' }] }] });
    const overlap = (await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 4, boardId: 2, intendTime: '14:00', order: 2, protectTime: 45 })).json();
    expect(overlap).toMatchObject({ status: 409, conflicts: [{ Kind: 'slotOverlap', Projects: [{ Id: 3 }, { Id: 4 }] }] });
    expect(await count('project_in_board')).toBe(before);
    expect((await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 4, boardId: 2, intendTime: '14:15', order: 2, protectTime: 45 })).json()).toMatchObject({ status: 200 });
  });

  it('a student whose projects defend at overlapping times', async () => {
    // student 6 (course 1) joins course 3 and defends project 5 (board C, 12-02 09:00-10:00) and project 6 of course 1
    const b = (await add({ name: 'Board S', room: '501', date: '2026-12-02', startTime: '09:00', endTime: '11:00' })) as { data: { id: number } };
    expect((await t.call('POST', '/api/studentincourse/add', admin, { course: 3, student: 6 })).json()).toMatchObject({ status: 200 });
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 6, project: 5 })).json()).toMatchObject({ status: 200 });
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 6, project: 6 })).json()).toMatchObject({ status: 200 });
    const res = (await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 6, boardId: b.data.id, intendTime: '09:30', order: 1, protectTime: 30 })).json();
    expect(res).toMatchObject({ status: 409, conflicts: [{ Kind: 'student', StudentId: 6, StudentCode: 'SE160006', Projects: [{ Id: 5 }, { Id: 6 }] }] });
    expect(res.message).toContain('Student SE160006');
    expect((await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 6, boardId: b.data.id, intendTime: '10:00', order: 1, protectTime: 30 })).json()).toMatchObject({ status: 200 });
  });

  it('a project on two boards (the import names it per row)', async () => {
    const csv = ['Board,Room,Date,Start,End,SubjectId,TemplateId,Lecturers,ProjectId,Order,Time,Minutes', 'Board B - SEP490,305,2026-11-27,13:30,16:30,1,101,,4,3,15:30,30', 'Board Z,808,2026-11-28,08:00,10:00,1,101,,4,1,08:00,30'].join('\n');
    const res = (await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv })).json();
    expect(res).toMatchObject({ status: 400, message: '2 of 2 rows are invalid; nothing was imported' });
    expect(res.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ row: 1, field: 'ProjectId', message: 'Project 4 is on two rows: one slot per project' })]));
  });
});

describe('the term-wide view and save anyway', () => {
  it('lists nothing while every change was refused, and a forced change where the setting allows it', async () => {
    expect((await t.call('GET', '/api/schedule/conflicts?semesterId=2', admin)).json().data).toEqual([]);
    // this app does not allow saving anyway: force is ignored
    expect(await add({ name: 'Board F', room: '305', force: true })).toMatchObject({ status: 409, saveAnyway: false });
    const { t: lenient, admin: a } = await demoAdminApp({ scheduleSaveAnyway: true });
    try {
      expect(await addBoard(lenient, a, { name: 'Board F', room: '305', force: true })).toMatchObject({ status: 201 });
      const open = (await lenient.call('GET', '/api/schedule/conflicts?semesterId=2', a)).json().data;
      expect(open).toEqual([expect.objectContaining({ Kind: 'room', Boards: [expect.objectContaining({ Id: 2 }), expect.objectContaining({ Name: 'Board F' })] })]);
      const grid = (await lenient.call('GET', '/api/schedule/grid?semesterId=2&from=2026-11-27&to=2026-11-27', a)).json().data;
      expect(grid.map((b: { Name: string; ConflictCount: number }) => [b.Name, b.ConflictCount])).toEqual([
        ['Board B - SEP490', 1],
        ['Board F', 1],
      ]);
    } finally {
      await lenient.close();
    }
  });
});
