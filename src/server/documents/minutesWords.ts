import { formatScore } from '../../common/format';
import type { Language } from '../../common/languages';
import type { BoardMinutes } from '../domain/reads/minutes';
import { contentWidth, heading, MARGIN, table, type Pdf } from './pdf';
import { DOCUMENT_TEXTS, fill } from './texts';

type Project = BoardMinutes['projects'][number];

/** A role as the minutes print it. */
export function roleLabel(role: string | undefined, language: Language): string {
  const T = DOCUMENT_TEXTS[language];
  return role === 'chair' ? T.chair : role === 'secretary' ? DOCUMENT_TEXTS[language].secretary : T.member;
}

/** Every lecturer's mark per score column for every student of the project. */
export function printMarks(doc: Pdf, minutes: BoardMinutes, entry: Project, language: Language): void {
  if (entry.students.length === 0) return;
  const T = DOCUMENT_TEXTS[language];
  const { columns, lecturers } = minutes.details;
  const rest = 1 - 0.18 - 0.1;
  heading(doc, DOCUMENT_TEXTS[language].marks, 10, 'left');
  table(
    doc,
    [T.code, '#', ...columns.map((c) => c.name)],
    entry.students.flatMap((s) => lecturers.map((_l, i) => [s.Code, fill(T.lecturerTotal, { n: i + 1 }), ...(s.marks[i] ?? []).map((m) => (m === null ? T.notMarked : formatScore(m)))])),
    [0.18, 0.1, ...columns.map(() => rest / Math.max(columns.length, 1))],
  );
}

const paragraph = (doc: Pdf, label: string, text: string) => {
  doc.font('bold').fontSize(10).text(`${label}:`, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.font('body').fontSize(10).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
};

/** The board's decision, the required revisions and the secretary's notes. */
export function printRecord(doc: Pdf, entry: Project, language: Language): void {
  const T = DOCUMENT_TEXTS[language];
  const m = entry.minutes;
  paragraph(doc, T.decision, m?.Decision ? (T.decisions[m.Decision] ?? m.Decision) : T.undecided);
  paragraph(doc, T.revisions, m?.Revisions || T.none);
  paragraph(doc, T.notes, m?.Notes || T.none);
}

/** Every lecturer's comments on the project: on the project, then per student (general, then per criterion). */
export function printComments(doc: Pdf, entry: Project, language: Language): void {
  const T = DOCUMENT_TEXTS[language];
  heading(doc, T.comments, 10, 'left');
  if (entry.comments.length === 0) {
    doc.text(T.noComments, MARGIN, doc.y, { width: contentWidth(doc) });
    return;
  }
  for (const c of entry.comments) {
    const about = c.StudentCode === null ? T.projectComment : `${c.StudentCode} - ${c.StudentName ?? ''}, ${c.ColumnName ?? T.generalComment}`;
    doc.font('bold').fontSize(9).text(`${c.LecturerName} — ${about}`, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.font('body').fontSize(9).text(c.Text, MARGIN + 10, doc.y, { width: contentWidth(doc) - 10 });
    doc.moveDown(0.3);
  }
  doc.fontSize(10);
}
