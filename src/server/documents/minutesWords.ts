import { formatDate, formatScore } from '../../common/format';
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
    entry.students.flatMap((s) => lecturers.map((_l, i) => [s.Code, fill(T.lecturerTotal, { n: i + 1 }), ...(s.marks[i] ?? []).map((m) => (m === null ? T.notMarked : formatScore(m, language)))])),
    [0.18, 0.1, ...columns.map(() => rest / Math.max(columns.length, 1))],
  );
}

/** What the board recorded, as its copies print it (a student's copy leaves out the secretary's notes). */
export interface RecordLines {
  Decision: string | null;
  Revisions: string;
  RevisionsDue: string | null;
  Notes?: string;
}

const LABEL = 10;

function recordParagraphs(record: RecordLines | null, language: Language, withNotes: boolean): [string, string][] {
  const T = DOCUMENT_TEXTS[language];
  const lines: [string, string][] = [
    [T.decision, record?.Decision ? (T.decisions[record.Decision] ?? record.Decision) : T.undecided],
    [T.revisions, record?.Revisions || T.none],
  ];
  if (record?.RevisionsDue) lines.push([T.revisionsDue, formatDate(record.RevisionsDue, language)]);
  if (withNotes) lines.push([T.notes, record?.Notes || T.none]);
  return lines;
}

/** The board's decision, the required revisions with their deadline, and (the board's own copy) the secretary's notes. */
export function printRecord(doc: Pdf, record: RecordLines | null, language: Language, withNotes: boolean): void {
  for (const [label, text] of recordParagraphs(record, language, withNotes)) {
    doc.font('bold').fontSize(LABEL).text(`${label}:`, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.font('body').fontSize(LABEL).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.3);
  }
}

/** The height printRecord will take, measured with the same fonts and width. */
export function recordHeight(doc: Pdf, record: RecordLines | null, language: Language, withNotes: boolean): number {
  const width = contentWidth(doc);
  let height = 0;
  for (const [label, text] of recordParagraphs(record, language, withNotes)) {
    height += doc.font('bold').fontSize(LABEL).heightOfString(`${label}:`, { width });
    height += doc.font('body').fontSize(LABEL).heightOfString(text, { width });
    height += 0.3 * doc.currentLineHeight();
  }
  doc.font('body').fontSize(10);
  return height;
}

const PER_ROW = 3;
const ROW_HEIGHT = 80;
/** the space above the signature lines: a blank line and the heading */
const SIGNATURES_HEAD = 30;

/** The height of the signature block for this many signers. */
export const signaturesHeight = (signers: number) => SIGNATURES_HEAD + Math.max(1, Math.ceil(signers / PER_ROW)) * ROW_HEIGHT;

/** A signature line for every lecturer, the chair's first and labelled; kept together on one page. */
export function signatures(doc: Pdf, names: { name: string; role: string }[], T: (typeof DOCUMENT_TEXTS)['en']): void {
  if (doc.y + signaturesHeight(names.length) > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(1);
  heading(doc, T.signatures, 11, 'left');
  const width = contentWidth(doc) / PER_ROW;
  let top = doc.y + 10;
  names.forEach(({ name, role }, i) => {
    const col = i % PER_ROW;
    if (i > 0 && col === 0) top += ROW_HEIGHT;
    const x = MARGIN + col * width;
    doc.font('bold').fontSize(9).text(role, x, top, { width: width - 10, align: 'center' });
    doc.font('body').fontSize(8).text(T.signature, x, top + 12, { width: width - 10, align: 'center' });
    doc.moveTo(x + 10, top + 50).lineTo(x + width - 20, top + 50).stroke('#000000');
    doc.fontSize(9).text(name, x, top + 54, { width: width - 10, align: 'center' });
  });
  doc.x = MARGIN;
  doc.y = top + ROW_HEIGHT;
  doc.fontSize(10);
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
