import { percentsSumToOne } from '../../common/grading';
import type { BoardRow } from '../../common/contract/admin';
import type { LecturerBoardRow } from '../../common/contract/marking';
import { sql } from 'kysely';
import { boardAddSchema, type BoardAddInput, type BoardEditInput } from '../../common/validation/board';
import { conflict, notFound } from './errors';
import { insertId, type Q } from './db';
import { validateBody } from './validate';
import { checkScheduleChange, type SaveOptions } from './schedule/check';
import { NEW_BOARD_ID, withBoard } from './schedule/changes';
import { compiledRead } from '../db/compiled';
import { boardProjects, boardsWithNames, COURSE_NAMES, SEMESTER_DATES, scoresWithSeat } from './queries/joins';
import { boardFacts, mailBoardMoved } from '../mail/notify';
import type { Ctx } from './context';

/** Evaluation boards of the admin console: rows with display fields, and the rules of adding one. */

export interface BoardFilter {
  id?: number;
  projectId?: number;
}

/** Boards with their semester (dates included) and subject names (BoardInfoRow). */
function boardInfoQuery(db: Q) {
  return boardsWithNames(db).select([
    'b.Id',
    'b.Name',
    'b.Room',
    'b.StartTime',
    'b.EndTime',
    'b.Date',
    'b.SemesterId',
    'b.SubjectId',
    'b.TemplateId',
    ...COURSE_NAMES,
    ...SEMESTER_DATES,
  ]);
}

export async function boardRows(db: Q, filter: BoardFilter = {}): Promise<BoardRow[]> {
  let q = boardInfoQuery(db)
    .innerJoin('template as t', 't.Id', 'b.TemplateId')
    .select('t.Name as TemplateName')
    .orderBy('b.Id');
  if (filter.id !== undefined) q = q.where('b.Id', '=', filter.id);
  if (filter.projectId !== undefined) {
    const projectId = filter.projectId;
    q = q.where('b.Id', 'in', (eb) => eb.selectFrom('project_in_board').select('BoardId').where('ProjectId', '=', projectId));
  }
  return q.execute();
}

/** The boards a lecturer sits on, with its seat (lectureinboardID), by date. */
const boardsOfLecturer = compiledRead<[lecturerId: number], LecturerBoardRow>((db, p) =>
  boardInfoQuery(db)
    .innerJoin('lecture_in_board as l', 'l.BoardId', 'b.Id')
    .select('l.Id as lectureinboardID')
    .where('l.TeacherId', '=', p(0))
    .orderBy('b.Date')
    .orderBy('b.Id'),
);

export async function lecturerBoardRows(db: Q, lecturerId: number): Promise<LecturerBoardRow[]> {
  return boardsOfLecturer.all(db, lecturerId);
}

const projectsOfBoard = compiledRead<[boardId: number], BoardProjectBase>((db, p) =>
  boardProjects(db, p(0))
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName', 'pb.IntendTime', 'pb.OrderNo', 'pb.ProtectTime', 'pp.Id as PublishedId']),
);

interface BoardProjectBase {
  Id: number;
  Name: string;
  Notion: string;
  CourseId: number;
  CourseName: string;
  IntendTime: string;
  OrderNo: number;
  ProtectTime: number;
  PublishedId: number | null;
}

/** The projects scheduled before a board (with course name and published flag), in defence order. */
export async function boardProjectRows(db: Q, boardId: number) {
  const rows = await projectsOfBoard.all(db, boardId);
  return rows.map(({ PublishedId, ...r }) => ({ ...r, Published: PublishedId !== null }));
}

/**
 * Adds a board (inner status 201). Rules beyond the form's (end after start is the form's): the semester,
 * subject and template exist; the template belongs to the board's subject and has columns summing to 100 %;
 * the date lies inside the semester.
 */
export async function addBoard(db: Q, input: BoardAddInput, save: SaveOptions = { allowSaveAnyway: false }): Promise<number> {
  const semester = await db.selectFrom('semester').select(['StartTime', 'EndTime', 'Year', 'Session']).where('Id', '=', input.semesterId).executeTakeFirst();
  if (!semester) throw notFound('semesterUnknown');
  const subject = await db.selectFrom('subject').select('Id').where('Id', '=', input.subjectId).executeTakeFirst();
  if (!subject) throw notFound('subjectUnknown');
  const template = await db.selectFrom('template').select(['SubjectId']).where('Id', '=', input.templateId).executeTakeFirst();
  if (!template) throw notFound('templateUnknown');
  if (template.SubjectId !== input.subjectId) {
    throw conflict('templateOtherSubject', { id: input.templateId, subject: input.subjectId });
  }
  const columns = await db.selectFrom('score_column').select('PercentBp').where('TemplateId', '=', input.templateId).execute();
  if (columns.length === 0) throw conflict('templateNoColumns', { id: input.templateId });
  if (!percentsSumToOne(columns.map((c) => c.PercentBp))) {
    throw conflict('templateNot100', { id: input.templateId });
  }
  if (input.date < semester.StartTime || input.date > semester.EndTime) {
    throw conflict(
      'dateOutsideSemester', { year: semester.Year, session: semester.Session, start: semester.StartTime, end: semester.EndTime },
    );
  }
  const placed = { name: input.name, date: input.date, start: input.startTime, end: input.endTime, room: input.room, semesterId: input.semesterId, subjectId: input.subjectId };
  // checked and written in one transaction: the term stays locked until the board is in (domain/locks.ts)
  const work = async (trx: Q) => {
    const retry = { date: input.date, start: input.startTime, end: input.endTime, at: (start: string, end: string) => withBoard({ id: NEW_BOARD_ID, ...placed, start, end }) };
    await checkScheduleChange(trx, input.semesterId, withBoard({ id: NEW_BOARD_ID, ...placed }), save, retry);
    return insertBoard(trx, input);
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function insertBoard(db: Q, input: BoardAddInput): Promise<number> {
  return insertId(db, 'board', {
    Name: input.name,
    Room: input.room,
    StartTime: input.startTime,
    EndTime: input.endTime,
    Date: input.date,
    SemesterId: input.semesterId,
    SubjectId: input.subjectId,
    TemplateId: input.templateId,
  });
}

/**
 * PUT /evalution/edit: the date stays inside the board's semester; the template changes only while the
 * board has no mark (and must be a complete template of the board's subject). Refusals are 409 naming the rule.
 */
export async function editBoard({ db }: Ctx, id: number, input: BoardEditInput, save: SaveOptions = { allowSaveAnyway: false }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const board = await boardsWithNames(trx)
      .select(['b.TemplateId', 'b.SubjectId', 'b.SemesterId', 'se.StartTime', 'se.EndTime', 'se.Year', 'se.Session'])
      .where('b.Id', '=', id)
      .executeTakeFirst();
    if (!board) throw notFound('boardUnknown');
    if (input.date < board.StartTime || input.date > board.EndTime) {
      throw conflict('dateOutsideSemester', { year: board.Year, session: board.Session, start: board.StartTime, end: board.EndTime });
    }
    if (input.templateId !== board.TemplateId) {
      const marks = await scoresWithSeat(trx)
        .select(sql<number>`count(*)`.as('n'))
        .where('lb.BoardId', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(marks.n) > 0) throw conflict('boardHasMarks', { count: Number(marks.n) });
      const template = await trx.selectFrom('template').select('SubjectId').where('Id', '=', input.templateId).executeTakeFirst();
      if (!template) throw notFound('templateUnknown');
      if (template.SubjectId !== board.SubjectId) throw conflict('templateOtherSubject', { id: input.templateId, subject: board.SubjectId });
      const columns = await trx.selectFrom('score_column').select('PercentBp').where('TemplateId', '=', input.templateId).execute();
      if (columns.length === 0 || !percentsSumToOne(columns.map((c) => c.PercentBp))) {
        throw conflict('templateIncomplete', { id: input.templateId });
      }
    }
    const before = await boardFacts(trx, id);
    const moved = { name: input.name.trim(), date: input.date, start: input.startTime, end: input.endTime, room: input.room };
    const at = (start: string, end: string) => withBoard({ id, ...moved, start, end, semesterId: board.SemesterId, subjectId: board.SubjectId });
    await checkScheduleChange(trx, board.SemesterId, at(moved.start, moved.end), save, { date: input.date, start: input.startTime, end: input.endTime, at });
    await trx
      .updateTable('board')
      .set({ Name: input.name.trim(), Room: input.room, StartTime: input.startTime, EndTime: input.endTime, Date: input.date, TemplateId: input.templateId })
      .where('Id', '=', id)
      .execute();
    await mailBoardMoved(trx, before);
  });
}

/**
 * POST /evalution/add: the form's body checked by the shared Yup schema (a room sent as a number by the form's
 * numeric input is kept as text), then added.
 */
export async function addBoardFromForm({ db }: Ctx, body: Record<string, unknown>, save?: SaveOptions): Promise<number> {
  const room = typeof body.room === 'number' ? String(body.room) : body.room;
  const input = await validateBody(boardAddSchema, { ...body, ...(room === undefined ? {} : { room }) });
  return addBoard(db, input, save);
}
