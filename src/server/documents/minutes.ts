import { formatDate, formatPercent, formatScore } from '../../common/format';
import type { Language } from '../../common/languages';
import type { BoardMinutes, MinutesStudent } from '../domain/reads/minutes';
import { documentHead, finish, heading, MARGIN, newPdf, table, contentWidth, type Pdf } from './pdf';
import { DOCUMENT_TEXTS, fill, semesterName } from './texts';
import { printComments, printMarks, printRecord, recordHeight, roleLabel, signatures, signaturesHeight } from './minutesWords';

type Texts = (typeof DOCUMENT_TEXTS)['en'];

/** The board's head lines every copy of its minutes prints: board, room, date, time, semester, subject, template, columns. */
export function boardHead(doc: Pdf, details: Pick<BoardMinutes['details'], 'board' | 'columns'>, language: Language, subtitle?: string): void {
  const T = DOCUMENT_TEXTS[language];
  const { board, columns } = details;
  documentHead(doc, T.university, T.minutesTitle, [
    [T.board, board.Name],
    [T.room, board.Room],
    [T.date, formatDate(board.Date, language)],
    [T.time, `${board.StartTime} – ${board.EndTime}`],
    [T.semester, semesterName(board.SemesterYear, board.SemesterSession, language)],
    [T.subject, board.SubjectName],
    [T.template, board.TemplateName],
    [T.columns, columns.map((c) => `${c.name} (${formatPercent(c.percent, language)})`).join('; ')],
  ], subtitle);
  doc.moveDown(0.5);
}

/** The lecturers of the board with their roles (names only: no mark beside them). */
export function lecturerList(doc: Pdf, lecturers: { Name: string }[], roles: string[], language: Language): void {
  const T = DOCUMENT_TEXTS[language];
  heading(doc, T.lecturers, 11, 'left');
  doc.moveDown(0.2);
  table(
    doc,
    ['#', T.lecturer, ''],
    lecturers.map((l, i) => [fill(T.lecturerTotal, { n: i + 1 }), l.Name, roleLabel(roles[i], language)]),
    [0.12, 0.58, 0.3],
  );
}

/**
 * The final score and result cells of a student: as published; before publication the final computed from every
 * lecturer's marks, marked "provisional" (what the board signs at the end of the defence); blank while a lecturer has
 * still to mark (the board fills it in by hand).
 */
function finalCells(s: MinutesStudent, T: Texts, language: Language): [string, string] {
  if (s.Score !== null) return [formatScore(s.Score, language), s.Result ? T.passed : T.failed];
  if (s.provisional === null) return ['', ''];
  return [`${formatScore(s.provisional.score, language)} (${T.provisional})`, `${s.provisional.pass ? T.passed : T.failed} (${T.provisional})`];
}

/**
 * The board's minutes: university and board header, the lecturers, then one page per project with its students, each
 * lecturer's total, the final score and result (published, provisional or blank), each lecturer's marks per criterion,
 * every comment, then the board's decision, revisions and notes kept on one page with the signature lines of every
 * lecturer with their role (the board's first lecturer chairs unless another is named): a signature never stands
 * alone on a page, away from what it signs. A4, page numbers.
 */
export function minutesPdf(minutes: BoardMinutes, language: Language): Promise<Buffer> {
  const T = DOCUMENT_TEXTS[language];
  const { board, lecturers } = minutes.details;
  const doc = newPdf(`${T.minutesTitle} — ${board.Name}`, language);

  boardHead(doc, minutes.details, language);
  lecturerList(doc, lecturers, minutes.roles, language);
  if (minutes.projects.length === 0) doc.text(T.noProjects);
  const signers = lecturers.map((l, i) => ({ name: l.Name, role: roleLabel(minutes.roles[i], language) }));

  minutes.projects.forEach((entry, index) => {
    const { project, students } = entry;
    if (index > 0 || doc.y > doc.page.height / 2) doc.addPage();
    else doc.moveDown(1);
    heading(doc, `${T.project}: ${project.Name}`, 12, 'left');
    doc.font('bold').text(`${T.course}: `, MARGIN, doc.y, { continued: true, width: contentWidth(doc) });
    doc.font('body').text(project.CourseName);
    doc.moveDown(0.3);
    if (students.length === 0) doc.text(T.noStudents);
    else {
      const lecturerColumns = lecturers.map((_l, i) => fill(T.lecturerTotal, { n: i + 1 }));
      const rest = 1 - 0.16 - 0.26 - 0.15 - 0.15;
      table(
        doc,
        [T.code, T.student, ...lecturerColumns, T.finalScore, T.result],
        students.map((s) => [s.Code, s.Name, ...s.totals.map((total) => (total === null ? T.notMarked : formatScore(total, language))), ...finalCells(s, T, language)]),
        [0.16, 0.26, ...lecturers.map(() => rest / Math.max(lecturers.length, 1)), 0.15, 0.15],
      );
      if (students.some((s) => s.Score === null)) {
        doc.font('body').fontSize(8).text(T.provisionalNote, MARGIN, doc.y, { width: contentWidth(doc) });
        doc.fontSize(10).moveDown(0.5);
      }
    }
    printMarks(doc, minutes, entry, language);
    printComments(doc, entry, language);
    keepTogether(doc, recordHeight(doc, entry.minutes, language, true) + signaturesHeight(signers.length));
    printRecord(doc, entry.minutes, language, true);
    signatures(doc, signers, T);
  });
  return finish(doc, language);
}

/** Starts a new page unless `height` fits below; a block taller than a page starts where it is. */
export function keepTogether(doc: Pdf, height: number): void {
  const bottom = doc.page.height - doc.page.margins.bottom;
  const fullPage = bottom - doc.page.margins.top;
  if (doc.y + height > bottom && height <= fullPage) doc.addPage();
}
