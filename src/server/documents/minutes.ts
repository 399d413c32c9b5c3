import { formatDate, formatPercent, formatScore } from '../../common/format';
import type { Language } from '../../common/languages';
import type { BoardMinutes } from '../domain/reads/minutes';
import { contentWidth, documentHead, fields, finish, heading, MARGIN, newPdf, table, type Pdf } from './pdf';
import { DOCUMENT_TEXTS, fill } from './texts';
import { printComments, printMarks, printRecord, roleLabel } from './minutesWords';

/**
 * The board's minutes: university and board header, the lecturers, then one page per project with its
 * students, each lecturer's total, the final score and result (or "not published"), and signature lines for every
 * lecturer with their role (the board's first lecturer chairs unless another is named), each lecturer's marks per
 * criterion, the board's decision, revisions and notes, and every comment. A4, page numbers.
 */
export function minutesPdf(minutes: BoardMinutes, language: Language): Promise<Buffer> {
  const T = DOCUMENT_TEXTS[language];
  const { board, columns, lecturers } = minutes.details;
  const doc = newPdf(`${T.minutesTitle} — ${board.Name}`, language);

  const header = () => {
    documentHead(doc, T.university, T.minutesTitle, [
      [T.board, board.Name],
      [T.room, board.Room],
      [T.date, formatDate(board.Date, language)],
      [T.time, `${board.StartTime} – ${board.EndTime}`],
      [T.semester, `${board.SemesterSession} ${board.SemesterYear}`],
      [T.subject, board.SubjectName],
      [T.template, board.TemplateName],
      [T.columns, columns.map((c) => `${c.name} (${formatPercent(c.percent)})`).join('; ')],
    ]);
    doc.moveDown(0.5);
  };

  header();
  heading(doc, T.lecturers, 11, 'left');
  doc.moveDown(0.2);
  table(
    doc,
    ['#', T.lecturer, ''],
    lecturers.map((l, i) => [fill(T.lecturerTotal, { n: i + 1 }), l.Name, roleLabel(minutes.roles[i], language)]),
    [0.12, 0.58, 0.3],
  );
  if (minutes.projects.length === 0) doc.text(T.noProjects);

  minutes.projects.forEach((entry, index) => {
    const { project, students } = entry;
    if (index > 0 || doc.y > doc.page.height / 2) doc.addPage();
    else doc.moveDown(1);
    heading(doc, `${T.project}: ${project.Name}`, 12, 'left');
    fields(doc, [[T.course, project.CourseName]]);
    doc.moveDown(0.3);
    if (students.length === 0) doc.text(T.noStudents);
    else {
      const lecturerColumns = lecturers.map((_l, i) => fill(T.lecturerTotal, { n: i + 1 }));
      const rest = 1 - 0.16 - 0.3 - 0.12 - 0.14;
      table(
        doc,
        [T.code, T.student, ...lecturerColumns, T.finalScore, T.result],
        students.map((s) => [
          s.Code,
          s.Name,
          ...s.totals.map((total) => (total === null ? T.notMarked : formatScore(total))),
          s.Score === null ? T.notPublished : formatScore(s.Score),
          s.Result === null ? T.notPublished : s.Result ? T.passed : T.failed,
        ]),
        [0.16, 0.3, ...lecturers.map(() => rest / Math.max(lecturers.length, 1)), 0.12, 0.14],
      );
    }
    printMarks(doc, minutes, entry, language);
    printRecord(doc, entry, language);
    printComments(doc, entry, language);
    signatures(doc, lecturers.map((l, i) => ({ name: l.Name, role: roleLabel(minutes.roles[i], language) })), T);
  });
  return finish(doc, language);
}

/** A signature line for every lecturer, the chair's first and labelled; kept together on one page. */
function signatures(doc: Pdf, names: { name: string; role: string }[], T: (typeof DOCUMENT_TEXTS)['en']): void {
  const perRow = 3;
  const rows = Math.ceil(names.length / perRow);
  const needed = 30 + rows * 80;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(1);
  heading(doc, T.signatures, 11, 'left');
  const width = contentWidth(doc) / perRow;
  let top = doc.y + 10;
  names.forEach(({ name, role }, i) => {
    const col = i % perRow;
    if (i > 0 && col === 0) top += 80;
    const x = MARGIN + col * width;
    doc.font('bold').fontSize(9).text(role, x, top, { width: width - 10, align: 'center' });
    doc.font('body').fontSize(8).text(T.signature, x, top + 12, { width: width - 10, align: 'center' });
    doc.moveTo(x + 10, top + 50).lineTo(x + width - 20, top + 50).stroke('#000000');
    doc.fontSize(9).text(name, x, top + 54, { width: width - 10, align: 'center' });
  });
  doc.x = MARGIN;
  doc.y = top + 80;
  doc.fontSize(10);
}
