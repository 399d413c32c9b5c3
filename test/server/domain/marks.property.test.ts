import fc from 'fast-check';
import { isGraded, isTerminated, projectProgress, type BoardMarks } from '../../../src/common/marks';
import { boardMarkOverviews } from '../../../src/server/domain/boardMarkCounts';
import { boardHasMarks, loadBoardMarks, loadProjectMarks, markOverviews, projectHasMarks } from '../../../src/server/domain/marks';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The SQL fast paths of domain/marks.ts (markOverviews, boardHasMarks, projectHasMarks), boardMarkCounts.ts and the loaders agree
 * with the pure rules of common/marks.ts on random boards: any number of seats, columns, projects (one of them
 * possibly on no board), members and scored cells, each board written to the database and read back. Runs on
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
jest.setTimeout(180_000);

let t: TestApp;
const lecturers: { id: number; name: string }[] = [];
const students: { id: number; code: string; name: string }[] = [];
let nextTemplate = 9100;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const account = async (name: string, role: 'std' | 'teach') =>
    (await db.insertInto('account').values({ Username: name, UsernameKey: name, PasswordHash: 'x', Role: role }).returning('Id').executeTakeFirstOrThrow()).Id;
  for (let i = 0; i < 4; i++) {
    const name = `prop-lecturer-${i}`;
    const row = await db.insertInto('lecturer').values({ Name: name, PhoneNumber: '0900000000', AccountId: await account(name, 'teach') }).returning('Id').executeTakeFirstOrThrow();
    lecturers.push({ id: row.Id, name });
  }
  for (let i = 0; i < 9; i++) {
    const code = `PROP${i}`;
    const row = await db.insertInto('student').values({ Code: code, Name: `Student ${i}`, AccountId: await account(code, 'std') }).returning('Id').executeTakeFirstOrThrow();
    students.push({ id: row.Id, code, name: `Student ${i}` });
  }
});
afterAll(async () => {
  await t?.close();
});

interface Shape {
  seats: number;
  columns: number;
  /** per project: its member count (students are dealt in order, one project each) */
  projects: number[];
  /** the last project is on no board */
  lastOffBoard: boolean;
  /** which cells get a score: one draw per (member, seat, column), in that order */
  cells: boolean[];
  score: number;
}

const shape: fc.Arbitrary<Shape> = fc.record({
  seats: fc.integer({ min: 0, max: 3 }),
  columns: fc.integer({ min: 0, max: 3 }),
  projects: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
  lastOffBoard: fc.boolean(),
  // mostly complete rows, so "marked" is reached often
  cells: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), { minLength: 27, maxLength: 27 }),
  score: fc.integer({ min: 0, max: 1000 }),
});

/** Writes a board of the given shape; answers the model it should read back. */
async function writeBoard(s: Shape): Promise<{ boardId: number; projectIds: number[]; model: BoardMarks; offBoard: number | null }> {
  const db = t.app.db;
  const templateId = nextTemplate++;
  await db.insertInto('template').values({ Id: templateId, Name: `Prop ${templateId}`, SubjectId: 1, ApplyDate: '2026-09-01' }).execute();
  const columns = [];
  for (let i = 0; i < s.columns; i++) {
    const row = await db.insertInto('score_column').values({ Name: `C${i}`, PercentBp: Math.floor(10000 / s.columns), TemplateId: templateId }).returning('Id').executeTakeFirstOrThrow();
    columns.push({ id: row.Id, name: `C${i}`, percentBp: Math.floor(10000 / s.columns) });
  }
  const board = await db
    .insertInto('board')
    .values({ Name: `Prop ${templateId}`, Room: '1', StartTime: '08:00', EndTime: '10:00', Date: '2026-12-10', SemesterId: 2, SubjectId: 1, TemplateId: templateId })
    .returning('Id')
    .executeTakeFirstOrThrow();
  const course = await db.insertInto('course').values({ Name: `Prop ${templateId}`, SubjectId: 1, SemesterId: 2, LectureId: 1 }).returning('Id').executeTakeFirstOrThrow();
  const seats = [];
  for (const l of lecturers.slice(0, s.seats)) {
    const row = await db.insertInto('lecture_in_board').values({ TeacherId: l.id, BoardId: board.Id }).returning('Id').executeTakeFirstOrThrow();
    seats.push({ id: row.Id, lecturerId: l.id, name: l.name });
  }
  const model: BoardMarks = { seats, columns, projects: [], marks: [] };
  const projectIds: number[] = [];
  let offBoard: number | null = null;
  let dealt = 0;
  let cell = 0;
  for (const [i, count] of s.projects.entries()) {
    const project = await db.insertInto('project').values({ Name: `P${i}`, Notion: '', CourseId: course.Id }).returning('Id').executeTakeFirstOrThrow();
    projectIds.push(project.Id);
    const off = s.lastOffBoard && i === s.projects.length - 1 && s.projects.length > 1;
    if (off) offBoard = project.Id;
    else await db.insertInto('project_in_board').values({ ProjectId: project.Id, BoardId: board.Id, IntendTime: '08:00', OrderNo: i + 1, ProtectTime: 30 }).execute();
    const members = [];
    for (const st of students.slice(dealt, dealt + count)) {
      const row = await db.insertInto('student_in_project').values({ StudentId: st.id, ProjectId: project.Id, CourseId: course.Id }).returning('Id').executeTakeFirstOrThrow();
      members.push({ id: row.Id, studentId: st.id, code: st.code, name: st.name });
    }
    dealt += count;
    if (!off) model.projects.push({ id: project.Id, members });
    // a project on no board has no seat to be marked through
    if (off) continue;
    for (const m of members) {
      for (const seat of seats) {
        for (const c of columns) {
          if (!s.cells[cell++ % s.cells.length]) continue;
          model.marks.push({ memberId: m.id, seatId: seat.id, columnId: c.id, score: s.score });
        }
      }
    }
  }
  if (model.marks.length > 0) {
    await db
      .insertInto('score')
      .values(model.marks.map((m) => ({ StudentInProjectId: m.memberId, LectureInBoardId: m.seatId, ScoreColumnId: m.columnId, Score: m.score, UpdatedAt: '2026-12-10T08:00:00.000Z' })))
      .execute();
  }
  return { boardId: board.Id, projectIds, model, offBoard };
}

const counts = (p: { members: number; columns: number; seats: { id: number }[]; markedBy: number[] }) => ({
  members: p.members,
  columns: p.columns,
  seats: p.seats.map((s) => s.id),
  markedBy: [...p.markedBy].sort((a, b) => a - b),
});

test('the fast paths and the loaders agree with the pure rules on random boards', async () => {
  await fc.assert(
    fc.asyncProperty(shape, async (s) => {
      const { boardId, projectIds, model, offBoard } = await writeBoard(s);
      const [loaded, overviews, boardOverviews] = await Promise.all([loadBoardMarks(t.app.db, boardId), markOverviews(t.app.db, projectIds), boardMarkOverviews(t.app.db, boardId)]);
      expect(await boardHasMarks(t.app.db, boardId)).toBe(isTerminated(model));
      expect(isTerminated(loaded)).toBe(isTerminated(model));
      for (const id of projectIds) {
        const single = await loadProjectMarks(t.app.db, id);
        expect(single).toBeDefined();
        if (id === offBoard) {
          // on no board: no seat, no column, whatever its members
          expect(counts(overviews.get(id)!)).toEqual({ members: s.projects.at(-1), columns: 0, seats: [], markedBy: [] });
          expect(counts(projectProgress(single!, id))).toEqual(counts(overviews.get(id)!));
          expect(boardOverviews.has(id)).toBe(false);
          continue;
        }
        const truth = counts(projectProgress(model, id));
        expect(counts(overviews.get(id)!)).toEqual(truth);
        expect(counts(boardOverviews.get(id)!)).toEqual(truth);
        expect(counts(projectProgress(loaded, id))).toEqual(truth);
        expect(projectProgress(loaded, id).gaps).toEqual(projectProgress(model, id).gaps);
        expect(counts(projectProgress(single!, id))).toEqual(truth);
        expect(await projectHasMarks(t.app.db, id)).toBe(isGraded(model, id));
      }
    }),
    { numRuns: 30 },
  );
});
