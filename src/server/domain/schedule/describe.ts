import type { ConflictRow, ScheduleBoardRef } from '../../../common/contract/schedule';
import { slotSpan, type ScheduleConflict } from '../../../common/schedule/conflicts';
import { fromMinutes } from '../../../common/schedule/time';
import type { TermData } from './term';
import { reason, reasonText, type Reason } from '../errors';
import { paramsOf } from '../../../common/messages/codes';

/** A conflict with its names: the row the screens show and the English sentence the spec's client shows. */
export function describeConflict(term: TermData, c: ScheduleConflict): ConflictRow {
  return described(term, c).row;
}

/** The conflict's sentence as a code and its variables: an import's row error carries them for the client. */
export function conflictReason(term: TermData, c: ScheduleConflict): Reason {
  return described(term, c).why;
}

function described(term: TermData, c: ScheduleConflict): { row: ConflictRow; why: Reason } {
  const boards = c.boardIds.map((id): ScheduleBoardRef => {
    const b = term.boards.find((x) => x.id === id);
    return { Id: id, Name: b?.name ?? `#${id}`, Room: b?.room ?? '', Date: b?.date ?? c.date, StartTime: b?.start ?? '', EndTime: b?.end ?? '' };
  });
  const projects = c.projectIds.map((id) => {
    const slot = term.slots.find((s) => s.projectId === id && c.boardIds.includes(s.boardId)) ?? term.slots.find((s) => s.projectId === id);
    const span = slot ? slotSpan(slot) : null;
    return { Id: id, Name: term.names.projects.get(id) ?? `#${id}`, Start: span ? fromMinutes(span.start) : '', End: span ? fromMinutes(span.end) : '' };
  });
  const lecturerName = c.lecturerId === undefined ? null : (term.names.lecturers.get(c.lecturerId) ?? `#${c.lecturerId}`);
  const student = c.studentId === undefined ? null : (term.names.students.get(c.studentId) ?? { code: `#${c.studentId}`, name: '' });
  const [a, b] = boards;
  const [p, q] = projects;
  const A = { a: a?.Name ?? '', aRoom: a?.Room ?? '', aStart: a?.StartTime ?? '', aEnd: a?.EndTime ?? '' };
  const B = { b: b?.Name ?? '', bRoom: b?.Room ?? '', bStart: b?.StartTime ?? '', bEnd: b?.EndTime ?? '' };
  const P = { p: p?.Name ?? '', pStart: p?.Start ?? '', pEnd: p?.End ?? '' };
  const Q = { q: q?.Name ?? '', qStart: q?.Start ?? '', qEnd: q?.End ?? '' };
  const date = c.date;
  // the sentence by code (common/messages/en.ts), so an import's row error carries the code and its variables
  const reasons: Record<ScheduleConflict['kind'], () => Reason> = {
    lecturer: () => reason('conflictLecturer', { lecturer: lecturerName ?? '', ...A, ...B, date }),
    room: () => reason('conflictRoom', { room: c.room ?? '', ...A, ...B, date }),
    slotOutside: () => reason('conflictSlotOutside', { ...P, ...A, date }),
    slotOverlap: () => reason('conflictSlotOverlap', { ...P, ...Q, ...A, date }),
    projectTwice: () => reason('conflictProjectTwice', { p: P.p, ...A, ...B }),
    student: () => reason('conflictStudent', { studentCode: student?.code ?? '', studentName: student?.name ?? '', ...P, ...Q, date }),
  };
  const why = reasons[c.kind]();
  const row: ConflictRow = {
    Kind: c.kind,
    Date: c.date,
    SemesterId: term.semesterId,
    Boards: boards,
    Projects: projects,
    LecturerId: c.lecturerId ?? null,
    LecturerName: lecturerName,
    StudentId: c.studentId ?? null,
    StudentName: student?.name ?? null,
    StudentCode: student?.code ?? null,
    Room: c.room ?? null,
    Text: reasonText(why),
    Code: why.code,
    Params: paramsOf(why.params),
  };
  return { row, why };
}
