import { demoAdminApp, type TestApp } from '../../testing/testApp';
import { addBoard } from './fixture';

/**
 * A refused schedule change says, beside each conflict's code and variables (so a client says it in its own
 * language), the nearest time of the same day the board or slot would fit (demo: board B 2026-11-27 13:30-16:30
 * room 305 with lecturers 2 and 3, project 3 at 13:30 for its protect time; board C 2026-12-02 09:00-11:30).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await demoAdminApp()), 30_000);
afterAll(() => t.close());


it('a board added into a used room: the conflict by code, and the first free hour after the asked one', async () => {
  const res = await addBoard(t, admin, { room: '305' });
  expect(res).toMatchObject({ status: 409, conflicts: [{ Kind: 'room', Code: 'conflictRoom', Params: { room: '305', b: 'Board B - SEP490', bStart: '13:30', bEnd: '16:30', date: '2026-11-27' } }] });
  // two hours long, room 305 free from 16:30
  expect(res.nextFree).toEqual({ Date: '2026-11-27', Start: '16:30', End: '18:30' });
  // the slot it names is really free
  expect(await addBoard(t, admin, { room: '305', startTime: '16:30', endTime: '18:30' })).toMatchObject({ status: 201 });
});

it("a slot on a board: the next free start within the board's hours, none when the day is full", async () => {
  const busy = (await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 4, boardId: 2, intendTime: '13:40', order: 2, protectTime: 45 })).json();
  expect(busy).toMatchObject({ status: 409, conflicts: [{ Kind: 'slotOverlap', Code: 'conflictSlotOverlap' }] });
  const project3 = await t.app.db.selectFrom('project_in_board').select(['IntendTime', 'ProtectTime']).where('ProjectId', '=', 3).executeTakeFirstOrThrow();
  const [h, m] = project3.IntendTime.split(':').map(Number);
  const after = h! * 60 + m! + project3.ProtectTime;
  const start = Math.ceil(after / 5) * 5;
  const hhmm = (n: number) => `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
  expect(busy.nextFree).toEqual({ Date: '2026-11-27', Start: hhmm(start), End: hhmm(start + 45) });
  // longer than the board's afternoon: no free slot is named
  const long = (await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 4, boardId: 2, intendTime: '13:40', order: 2, protectTime: 200 })).json();
  expect(long).toMatchObject({ status: 409 });
  expect(long.nextFree).toBeUndefined();
});
