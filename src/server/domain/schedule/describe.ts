import type { ConflictRow, ScheduleBoardRef } from '../../../common/contract/schedule';
import { slotSpan, type ScheduleConflict } from '../../../common/schedule/conflicts';
import { fromMinutes } from '../../../common/schedule/time';
import type { TermData } from './term';

/** A conflict with its names: the row the screens show and the English sentence the spec's client shows. */

const boardText = (b: ScheduleBoardRef) => `'${b.Name}' (room ${b.Room}, ${b.StartTime}-${b.EndTime})`;

export function describeConflict(term: TermData, c: ScheduleConflict): ConflictRow {
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
  const pText = (x: (typeof projects)[number] | undefined) => (x ? `'${x.Name}' (${x.Start}-${x.End})` : '');
  const texts: Record<ScheduleConflict['kind'], () => string> = {
    lecturer: () => `Lecturer ${lecturerName} sits on ${boardText(a!)} and ${boardText(b!)} at the same time on ${c.date}`,
    room: () => `Room ${c.room} is used by ${boardText(a!)} and ${boardText(b!)} at the same time on ${c.date}`,
    slotOutside: () => `Project ${pText(p)} falls outside the hours of ${boardText(a!)} on ${c.date}`,
    slotOverlap: () => `Projects ${pText(p)} and ${pText(q)} overlap on ${boardText(a!)} on ${c.date}`,
    projectTwice: () => `Project '${p?.Name}' is on two boards: ${boardText(a!)} and ${boardText(b!)}`,
    student: () => `Student ${student?.code} ${student?.name} defends ${pText(p)} and ${pText(q)} at the same time on ${c.date}`,
  };
  return {
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
    Text: texts[c.kind](),
  };
}
