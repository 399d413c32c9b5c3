import { SCHEDULE_IMPORT_COLUMNS } from '../../../common/importColumns';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ImportRowError } from '../../../common/contract/imports';
import { defuseFormula } from '../../../common/csvSafety';
import { conflictKey, findConflicts } from '../../../common/schedule/conflicts';
import { isClockTime, toMinutes } from '../../../common/schedule/time';
import { isIsoDate } from '../../../common/timing';
import { badRequest, reasonRowError, refused, rowError } from '../errors';
import type { MessageCode, ParamsArg } from '../../../common/messages/codes';
import { importRefusal } from '../importRefusal';
import { lockScheduleTerm } from '../locks';
import type { Q } from '../db';
import { scoresWithSeat } from '../queries/joins';
import { conflictReason } from './describe';
import { boardFacts, mailScheduleImported, type ImportedChanges } from '../../mail/notify';
import { loadTerm, type TermData } from './term';
import { termInZone } from './zone';
import type { Ctx } from '../context';

/**
 * A term's schedule as CSV, one line per slot (a board without projects: one line with the project columns empty):
 * Board, Room, Date, Start, End, SubjectId, TemplateId, Lecturers (ids, ';'-separated), ProjectId, Order, Time,
 * Minutes; the export adds LecturerNames and ProjectName, which the import ignores. The import is all-or-nothing:
 * boards are matched by name within the term (created when new), lecturers added, projects placed or moved; the
 * whole term is then checked with the one rule and every new conflict is named on the rows it involves.
 */

export const SCHEDULE_COLUMNS = SCHEDULE_IMPORT_COLUMNS;

export async function exportSchedule(db: Q, semesterId: number, timeZone: string): Promise<string> {
  const term = termInZone(await loadTerm(db, semesterId), timeZone);
  const templates = await db.selectFrom('board').select(['Id', 'TemplateId']).where('SemesterId', '=', semesterId).execute();
  const templateOf = new Map(templates.map((t) => [t.Id, t.TemplateId]));
  const lines: string[][] = [[...SCHEDULE_COLUMNS, 'LecturerNames', 'ProjectName']];
  for (const b of term.boards) {
    const head = [b.name, b.room, b.date, b.start, b.end, String(b.subjectId), String(templateOf.get(b.id) ?? ''), b.lecturerIds.join(';')];
    const names = b.lecturerIds.map((id) => term.names.lecturers.get(id) ?? '').join('; ');
    const slots = term.slots.filter((s) => s.boardId === b.id).sort((x, y) => x.order - y.order);
    if (slots.length === 0) lines.push([...head, '', '', '', '', names, '']);
    for (const s of slots) lines.push([...head, String(s.projectId), String(s.order), s.start, String(s.minutes), names, term.names.projects.get(s.projectId) ?? '']);
  }
  return `\uFEFF${stringify(lines.map((l) => l.map(defuseFormula)), { record_delimiter: '\r\n' })}`;
}

interface BoardPlan {
  id: number;
  rows: number[];
  name: string;
  room: string;
  date: string;
  start: string;
  end: string;
  subjectId: number;
  templateId: number;
  lecturerIds: number[];
  exists: boolean;
}

interface SlotPlan {
  row: number;
  boardName: string;
  projectId: number;
  order: number;
  start: string;
  minutes: number;
}

const positive = (v: string) => (/^\d{1,9}$/.test(v.trim()) && Number(v) > 0 ? Number(v) : null);

function readRows(csv: string): Record<string, string>[] {
  try {
    return parse(csv.replace(/^\uFEFF/, ''), { columns: (h: string[]) => h.map((x) => x.trim().toLowerCase()), skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    throw badRequest('csvUnreadable');
  }
}

export interface ImportResult {
  boards: number;
  slots: number;
  /** how many rows of the file were checked */
  checked: number;
}

/**
 * `dryRun` (the import's preview): every check of the term as it would be, then back before the first write, so
 * no board, seat, slot or mail comes of it.
 */
export async function importSchedule({ db }: Ctx, semesterId: number, csv: string, save: { force?: boolean; allowSaveAnyway: boolean }, dryRun = false): Promise<ImportResult> {
  const rows = readRows(csv);
  if (rows.length === 0) throw refused(400, 'fileNoScheduleRows').with({ data: { errors: [] } });
  return db.transaction().execute(async (trx) => {
    const semester = await trx.selectFrom('semester').select(['StartTime', 'EndTime']).where('Id', '=', semesterId).executeTakeFirst();
    if (!semester) throw badRequest('semesterIdInvalid');
    await lockScheduleTerm(trx, semesterId);
    const before = await loadTerm(trx, semesterId);
    const errors: ImportRowError[] = [];
    // each row error by code and variables (rowError), as the people import's rows: the client translates them
    const err = <C extends MessageCode>(row: number, field: string, code: C, ...params: ParamsArg<C>) => errors.push(rowError(row, field, code, ...params));
    const boards = new Map<string, BoardPlan>();
    const slots: SlotPlan[] = [];
    const lecturers = new Map((await trx.selectFrom('lecturer').select(['Id', 'Name']).execute()).map((l) => [l.Id, l.Name]));
    const templates = new Map((await trx.selectFrom('template').select(['Id', 'SubjectId']).execute()).map((t) => [t.Id, t.SubjectId]));
    let nextNew = -1;
    rows.forEach((r, i) => {
      const row = i + 1;
      const name = (r.board ?? '').trim();
      if (!name) return err(row, 'Board', 'scheduleBoardRequired');
      const existing = before.boards.find((b) => b.name === name);
      const date = r.date || existing?.date || '';
      const start = (r.start || existing?.start || '').slice(0, 5);
      const end = (r.end || existing?.end || '').slice(0, 5);
      if (!isIsoDate(date) || date < semester.StartTime || date > semester.EndTime) err(row, 'Date', 'scheduleDateOutside', { start: semester.StartTime, end: semester.EndTime });
      if (!isClockTime(start) || !isClockTime(end) || toMinutes(end) <= toMinutes(start)) err(row, 'Start', 'scheduleHoursInvalid');
      const room = r.room || existing?.room || '';
      if (!room) err(row, 'Room', 'scheduleRoomRequired');
      const subjectId = positive(r.subjectid ?? '') ?? existing?.subjectId ?? null;
      const templateId = positive(r.templateid ?? '') ?? null;
      if (!existing && (subjectId === null || templateId === null || templates.get(templateId) !== subjectId)) {
        err(row, 'TemplateId', 'scheduleNewBoardNeeds');
      }
      const lecturerIds = (r.lecturers ?? '').split(/[;,\s]+/).filter(Boolean).map((x) => positive(x) ?? 0);
      for (const id of lecturerIds) if (!lecturers.has(id)) err(row, 'Lecturers', 'lecturerNotFound', { id: id || '?' });
      const plan = boards.get(name);
      if (plan) {
        if (plan.date !== date || plan.start !== start || plan.end !== end || plan.room !== room) err(row, 'Board', 'scheduleBoardDiffers', { name, row: plan.rows[0]! });
        plan.rows.push(row);
        for (const id of lecturerIds) if (!plan.lecturerIds.includes(id)) plan.lecturerIds.push(id);
      } else {
        const ids = [...new Set([...(existing?.lecturerIds ?? []), ...lecturerIds])];
        boards.set(name, { id: existing?.id ?? nextNew--, rows: [row], name, room, date, start, end, subjectId: subjectId ?? 0, templateId: templateId ?? 0, lecturerIds: ids, exists: !!existing });
      }
      if ((r.projectid ?? '').trim() === '') return;
      const projectId = positive(r.projectid ?? '');
      const order = positive(r.order ?? '') ?? 0;
      const time = (r.time ?? '').slice(0, 5);
      const minutes = positive(r.minutes ?? '') ?? 0;
      if (projectId === null) return err(row, 'ProjectId', 'scheduleProjectIdInvalid');
      if (!isClockTime(time)) err(row, 'Time', 'scheduleTimeInvalid');
      if (minutes < 1 || minutes > 600) err(row, 'Minutes', 'scheduleMinutesInvalid');
      if (order < 1) err(row, 'Order', 'scheduleOrderInvalid');
      slots.push({ row, boardName: name, projectId, order, start: time, minutes });
    });
    const projectIds = [...new Set(slots.map((s) => s.projectId))];
    const projects = projectIds.length
      ? await trx.selectFrom('project as p').innerJoin('course as c', 'c.Id', 'p.CourseId').select(['p.Id', 'p.Name', 'c.SemesterId', 'c.SubjectId']).where('p.Id', 'in', projectIds).execute()
      : [];
    const terminated = new Set(
      (await scoresWithSeat(trx).innerJoin('board as b', 'b.Id', 'lb.BoardId').select('lb.BoardId').where('b.SemesterId', '=', semesterId).distinct().execute()).map((x) => x.BoardId),
    );
    for (const s of slots) {
      const p = projects.find((x) => x.Id === s.projectId);
      const board = boards.get(s.boardName)!;
      if (!p) err(s.row, 'ProjectId', 'projectNotFound', { id: s.projectId });
      else if (p.SemesterId !== semesterId || p.SubjectId !== board.subjectId) err(s.row, 'ProjectId', 'projectOtherSemesterSubject');
      const from = before.slots.find((x) => x.projectId === s.projectId);
      const unchanged = from && from.boardId === board.id && from.start === s.start && from.minutes === s.minutes && from.order === s.order;
      if (!unchanged && (terminated.has(board.id) || (from && terminated.has(from.boardId)))) {
        err(s.row, 'Board', 'boardTerminated');
      }
    }
    for (const [projectId, n] of slots.reduce((m, s) => m.set(s.projectId, (m.get(s.projectId) ?? 0) + 1), new Map<number, number>())) {
      if (n > 1) for (const s of slots.filter((x) => x.projectId === projectId)) err(s.row, 'ProjectId', 'scheduleProjectTwiceInFile', { id: projectId });
    }
    // the term after the import, checked with the one rule
    const moved = new Set(projectIds);
    const after: TermData = {
      ...before,
      boards: [
        ...before.boards.filter((b) => ![...boards.values()].some((p) => p.id === b.id)),
        ...[...boards.values()].map((p) => ({ id: p.id, name: p.name, date: p.date, start: p.start, end: p.end, room: p.room, semesterId, subjectId: p.subjectId, lecturerIds: p.lecturerIds })),
      ],
      slots: [
        ...before.slots.filter((s) => !moved.has(s.projectId)),
        ...slots.map((s) => ({ id: 0, projectId: s.projectId, boardId: boards.get(s.boardName)!.id, start: s.start, minutes: s.minutes, order: s.order })),
      ],
      names: {
        ...before.names,
        lecturers: new Map([...before.names.lecturers, ...lecturers]),
        projects: new Map([...before.names.projects, ...projects.map((p) => [p.Id, p.Name] as [number, string])]),
      },
    };
    if (projectIds.length) {
      const members = await trx.selectFrom('student_in_project as sp').innerJoin('student as s', 's.Id', 'sp.StudentId').select(['sp.ProjectId', 'sp.StudentId', 's.Code', 's.Name']).where('sp.ProjectId', 'in', projectIds).execute();
      const known = new Set(before.students.map((s) => `${s.projectId}|${s.studentId}`));
      after.students = [...before.students, ...members.filter((m) => !known.has(`${m.ProjectId}|${m.StudentId}`)).map((m) => ({ projectId: m.ProjectId, studentId: m.StudentId }))];
      after.names.students = new Map([...before.names.students, ...members.map((m) => [m.StudentId, { code: m.Code, name: m.Name }] as [number, { code: string; name: string }])]);
    }
    const old = new Set(findConflicts(before).map(conflictKey));
    const fresh = findConflicts(after).filter((c) => !old.has(conflictKey(c)));
    if (fresh.length > 0 && !(save.force && save.allowSaveAnyway)) {
      for (const c of fresh) {
        const why = conflictReason(after, c);
        const rowsOf = [
          ...[...boards.values()].filter((b) => c.boardIds.includes(b.id) && (c.projectIds.length === 0 || c.kind === 'projectTwice')).flatMap((b) => b.rows.slice(0, 1)),
          ...slots.filter((s) => c.projectIds.includes(s.projectId)).map((s) => s.row),
        ];
        for (const row of new Set(rowsOf.length ? rowsOf : [0])) errors.push(reasonRowError(row, 'Schedule', why));
      }
    }
    if (errors.length > 0) {
      throw importRefusal(errors, rows.length);
    }
    if (dryRun) return { boards: boards.size, slots: slots.length, checked: rows.length };
    // write: boards, seats, slots (rows updated in place keep their ids); each change noted for its mail
    const realId = new Map<number, number>();
    const told: ImportedChanges = { before: [], seats: [], slots: [] };
    for (const b of boards.values()) {
      if (b.exists) {
        const sat = await boardFacts(trx, b.id);
        if (sat) told.before.push(sat);
        await trx.updateTable('board').set({ Room: b.room, Date: b.date, StartTime: b.start, EndTime: b.end }).where('Id', '=', b.id).execute();
        realId.set(b.id, b.id);
      } else {
        const row = await trx
          .insertInto('board')
          .values({ Name: b.name, Room: b.room, Date: b.date, StartTime: b.start, EndTime: b.end, SemesterId: semesterId, SubjectId: b.subjectId, TemplateId: b.templateId })
          .returning('Id')
          .executeTakeFirstOrThrow();
        realId.set(b.id, row.Id);
      }
      const had = new Set(before.boards.find((x) => x.id === b.id)?.lecturerIds ?? []);
      for (const t of b.lecturerIds) {
        if (had.has(t)) continue;
        await trx.insertInto('lecture_in_board').values({ TeacherId: t, BoardId: realId.get(b.id)! }).execute();
        told.seats.push({ boardId: realId.get(b.id)!, teacherId: t });
      }
    }
    for (const s of slots) {
      const boardId = realId.get(boards.get(s.boardName)!.id)!;
      const from = before.slots.find((x) => x.projectId === s.projectId);
      if (from) {
        await trx.updateTable('project_in_board').set({ BoardId: boardId, IntendTime: s.start, ProtectTime: s.minutes, OrderNo: s.order }).where('Id', '=', from.id).execute();
        // the order alone tells a student nothing new (as a reorder of the running order)
        if (from.boardId !== boardId || from.start.slice(0, 5) !== s.start || from.minutes !== s.minutes) told.slots.push({ projectId: s.projectId, boardId, moved: true });
      } else {
        await trx.insertInto('project_in_board').values({ ProjectId: s.projectId, BoardId: boardId, IntendTime: s.start, ProtectTime: s.minutes, OrderNo: s.order }).execute();
        told.slots.push({ projectId: s.projectId, boardId, moved: false });
      }
    }
    await mailScheduleImported(trx, told);
    return { boards: boards.size, slots: slots.length, checked: rows.length };
  });
}
