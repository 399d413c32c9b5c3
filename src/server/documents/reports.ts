import { stringify } from 'csv-stringify/sync';
import { defuseFormula } from '../../common/csvSafety';
import type { CourseResultRow } from '../../common/contract/marking';
import type { CourseInfoRow } from '../../common/contract/rows';
import { formatDate, formatScore } from '../../common/format';
import type { Language } from '../../common/languages';
import type { TranscriptRow } from '../domain/reads/reports';
import { documentHead, finish, heading, newPdf, table } from './pdf';
import { formatPercent } from '../../common/format';
import { DOCUMENT_TEXTS, fill, semesterName } from './texts';

const today = () => new Date().toISOString().slice(0, 10);

/** numbers: how the score is written (the language's, or 'en' for a data file a spreadsheet reads as a number) */
function resultCells(r: { Score: number | null; Result: boolean | null }, language: Language, numbers: Language = language): [string, string] {
  const T = DOCUMENT_TEXTS[language];
  if (r.Score === null) return [T.notPublished, T.notPublished];
  return [formatScore(r.Score, numbers), r.Result ? T.passed : T.failed];
}

/** A course's grade report: every student of the course with project, final score and result. */
export function gradeReportPdf(course: CourseInfoRow, results: CourseResultRow[], language: Language): Promise<Buffer> {
  const T = DOCUMENT_TEXTS[language];
  const doc = newPdf(`${T.gradeReportTitle} — ${course.Name}`, language);
  documentHead(doc, T.university, T.gradeReportTitle, [
    [T.course, course.Name],
    [T.subject, course.SubjectName],
    [T.semester, semesterName(course.SemesterYear, course.SemesterSession, language)],
    [T.lecturer, course.LecturerName],
  ]);
  doc.moveDown(0.5);
  table(
    doc,
    [...T.csvHeader],
    results.map((r) => [r.Code, r.Name, r.ProjectName ?? '—', ...resultCells(r, language)]),
    [0.16, 0.28, 0.26, 0.14, 0.16],
  );
  doc.fontSize(8).text(fill(T.printedOn, { date: formatDate(today(), language) }));
  return finish(doc, language);
}

/**
 * The same report as CSV (UTF-8 with a byte order mark, so spreadsheet programs read the diacritics); a CSV is data,
 * so its scores keep a decimal point in both languages (a decimal comma would be a separator).
 */
export function gradeReportCsv(results: CourseResultRow[], language: Language): string {
  const T = DOCUMENT_TEXTS[language];
  const lines = [T.csvHeader, ...results.map((r) => [r.Code, r.Name, r.ProjectName ?? '', ...(r.Score === null ? ['', T.notPublished] : resultCells(r, language, 'en'))])];
  const defused = lines.map((l) => l.map(defuseFormula));
  return `\uFEFF${stringify(defused, { record_delimiter: '\r\n' })}`;
}

/** A student's transcript of published results. */
export function transcriptPdf(student: { Code: string; Name: string }, rows: TranscriptRow[], language: Language): Promise<Buffer> {
  const T = DOCUMENT_TEXTS[language];
  const doc = newPdf(`${T.transcriptTitle} — ${student.Name}`, language);
  documentHead(doc, T.university, T.transcriptTitle, [
    [T.student, student.Name],
    [T.code, student.Code],
  ]);
  doc.moveDown(0.5);
  if (rows.length === 0) doc.text(T.noResults);
  else
    table(
      doc,
      [T.semester, T.subject, T.course, T.finalScore, T.result],
      rows.map((r) => [semesterName(r.course.SemesterYear, r.course.SemesterSession, language), r.course.SubjectName, r.course.Name, formatScore(r.score, language), r.passed ? T.passed : T.failed]),
      [0.18, 0.26, 0.26, 0.14, 0.16],
    );
  // per course, each criterion's mark: the board's mean across its lecturers, with the column's weight
  for (const r of rows) {
    heading(doc, r.course.Name, 10, 'left');
    table(doc, [T.criterion, T.weight, T.mean], r.criteria.map((c) => [c.name, formatPercent(c.percent, language), formatScore(c.mean, language)]), [0.5, 0.2, 0.3]);
  }
  doc.fontSize(8).text(fill(T.printedOn, { date: formatDate(today(), language) }));
  return finish(doc, language);
}
