import type { TermData } from '../../domain/schedule/term';
import type { XlsxTexts } from './texts';
import type { XlsxCell, XlsxSheet } from './writer';

/**
 * A term's schedule as one sheet, one row per slot (a board without projects: one row, the slot's cells empty), in
 * the order of the CSV export (domain/schedule/csv.ts) with names beside the ids: dates as dates, minutes as numbers.
 */
export function scheduleSheet(x: XlsxTexts, term: TermData, subjectNames: Map<number, string>): XlsxSheet {
  const rows: XlsxCell[][] = [];
  for (const b of term.boards) {
    const head: XlsxCell[] = [b.name, b.room, b.date, b.start, b.end, subjectNames.get(b.subjectId) ?? String(b.subjectId), b.lecturerIds.map((id) => term.names.lecturers.get(id) ?? '').join('; ')];
    const slots = term.slots.filter((s) => s.boardId === b.id).sort((p, q) => p.order - q.order);
    if (slots.length === 0) rows.push([...head, null, null, null, null, null]);
    for (const s of slots) rows.push([...head, s.projectId, term.names.projects.get(s.projectId) ?? '', s.order, s.start, s.minutes]);
  }
  return {
    name: x.schedule,
    columns: [
      { header: x.board, type: 'text', width: 24 },
      { header: x.room, type: 'text', width: 10 },
      { header: x.date, type: 'date' },
      { header: x.start, type: 'text', width: 8 },
      { header: x.end, type: 'text', width: 8 },
      { header: x.subject, type: 'text', width: 24 },
      { header: x.lecturers, type: 'text', width: 40 },
      { header: x.id, type: 'integer', width: 8 },
      { header: x.project, type: 'text', width: 30 },
      { header: x.order, type: 'integer', width: 8 },
      { header: x.time, type: 'text', width: 8 },
      { header: x.minutes, type: 'integer', width: 8 },
    ],
    rows,
  };
}
