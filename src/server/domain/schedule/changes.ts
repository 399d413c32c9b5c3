import type { TermBoard, TermData, TermSlot } from './term';

/** The changes a write makes to a term, applied in memory before the check (check.ts). */

export const NEW_BOARD_ID = -1;

export function withBoard(board: Omit<TermBoard, 'lecturerIds'> & { lecturerIds?: number[] }) {
  return (term: TermData): TermData => {
    const old = term.boards.find((b) => b.id === board.id);
    const next: TermBoard = { ...board, lecturerIds: board.lecturerIds ?? old?.lecturerIds ?? [] };
    return { ...term, boards: old ? term.boards.map((b) => (b.id === board.id ? next : b)) : [...term.boards, next] };
  };
}

export function withLecturer(boardId: number, lecturerId: number, name: string) {
  return (term: TermData): TermData => ({
    ...term,
    boards: term.boards.map((b) => (b.id === boardId ? { ...b, lecturerIds: [...b.lecturerIds, lecturerId] } : b)),
    names: { ...term.names, lecturers: new Map(term.names.lecturers).set(lecturerId, name) },
  });
}

/** Places (or moves) slots: a project's slot on its board is replaced, others kept. */
export function withSlots(slots: TermSlot[], projectNames: Map<number, string> = new Map(), students: TermData['students'] = []) {
  return (term: TermData): TermData => {
    const moved = new Set(slots.map((s) => s.projectId));
    const projects = new Map(term.names.projects);
    for (const [id, name] of projectNames) projects.set(id, name);
    const known = new Set(term.students.map((s) => `${s.projectId}|${s.studentId}`));
    return {
      ...term,
      slots: [...term.slots.filter((s) => !moved.has(s.projectId)), ...slots],
      students: [...term.students, ...students.filter((s) => !known.has(`${s.projectId}|${s.studentId}`))],
      names: { ...term.names, projects },
    };
  };
}
