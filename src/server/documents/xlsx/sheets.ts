import type { BoardAnalytics, ScoreBin, TermAnalytics } from '../../../common/contract/analytics';
import type { CourseResultRow } from '../../../common/contract/marking';
import type { BoardResults } from '../../domain/analytics/boardResults';
import { semesterNameOf } from '../texts';
import type { XlsxTexts } from './texts';
import type { XlsxSheet } from './writer';

/** The sheets of each Excel export: the same columns and numbers as the screen or the CSV it mirrors (those that import back: importableSheets.ts). */

const resultText = (x: XlsxTexts, r: boolean | null) => (r === null ? x.notPublished : r ? x.passed : x.failed);

export const courseResultsSheet = (x: XlsxTexts, rows: CourseResultRow[]): XlsxSheet => ({
  name: x.results,
  columns: [
    { header: x.code, type: 'text', width: 14 },
    { header: x.name, type: 'text', width: 30 },
    { header: x.project, type: 'text', width: 30 },
    { header: x.score, type: 'number' },
    { header: x.result, type: 'text', width: 14 },
  ],
  rows: rows.map((r) => [r.Code, r.Name, r.ProjectName, r.Score, resultText(x, r.Result)]),
});

const binsSheet = (x: XlsxTexts, name: string, bins: ScoreBin[]): XlsxSheet => ({
  name,
  columns: [
    { header: x.from, type: 'number' },
    { header: x.to, type: 'number' },
    { header: x.count, type: 'integer' },
  ],
  rows: bins.map((b) => [b.From, b.To, b.Count]),
});

/**
 * A board's analytics: the tables under its charts. While some of its projects are unpublished the figures may
 * still change, so (as on the screen) the file says so: a first sheet with the note and "provisional" in every sheet's name.
 */
export function boardAnalyticsSheets(x: XlsxTexts, a: BoardAnalytics): XlsxSheet[] {
  const sheets = boardAnalyticsTables(x, a);
  if (a.PublishedProjects >= a.Projects) return sheets;
  const note = x.provisionalNote.replace('{published}', String(a.PublishedProjects)).replace('{projects}', String(a.Projects));
  const provisional = `(${x.provisional})`;
  return [
    { name: provisional, columns: [{ header: note, type: 'text', width: 120 }], rows: [] },
    ...sheets.map((s) => ({ ...s, name: `${s.name.slice(0, 30 - provisional.length)} ${provisional}` })),
  ];
}

function boardAnalyticsTables(x: XlsxTexts, a: BoardAnalytics): XlsxSheet[] {
  return [
    binsSheet(x, x.distribution, a.FinalBins),
    {
      name: x.criteria,
      columns: [{ header: x.criterion, type: 'text' }, { header: x.weight, type: 'percent' }, { header: x.marks, type: 'integer' }, { header: x.mean, type: 'number' }, ...a.FinalBins.map((b) => ({ header: `${b.From}-${b.To}`, type: 'integer' as const, width: 8 }))],
      rows: a.Columns.map((c) => [c.Name, c.Percent, c.Marks, c.Mean, ...c.Bins.map((b) => b.Count)]),
    },
    {
      name: x.lecturers,
      columns: [{ header: x.lecturer, type: 'text', width: 30 }, { header: x.leniency, type: 'number' }, { header: x.basedOn, type: 'integer', width: 16 }],
      rows: a.Lecturers.map((l) => [l.Name, l.Leniency, l.Count]),
    },
    {
      name: x.disagreements,
      columns: [{ header: x.code, type: 'text', width: 14 }, { header: x.name, type: 'text', width: 30 }, { header: x.project, type: 'text', width: 30 }, { header: x.gap, type: 'number' }, { header: x.finalScore, type: 'number' }],
      rows: a.Disagreements.map((d) => [d.Code, d.Name, d.ProjectName, d.Gap, d.Final]),
    },
  ];
}

/** A term's analytics: the tables under its charts. */
export function termAnalyticsSheets(x: XlsxTexts, a: TermAnalytics): XlsxSheet[] {
  const rates = (name: string, first: string, rows: TermAnalytics['Courses']): XlsxSheet => ({
    name,
    columns: [{ header: first, type: 'text', width: 30 }, { header: x.count, type: 'integer' }, { header: x.passed, type: 'integer' }, { header: x.passRate, type: 'percent' }, { header: x.mean, type: 'number' }],
    rows: rows.map((r) => [r.Name, r.Students, r.Passed, r.PassRate, r.Mean]),
  });
  return [
    binsSheet(x, x.distribution, a.Bins),
    rates(x.subjects, x.subject, a.Subjects),
    rates(x.courses, x.course, a.Courses),
    rates(x.semesters, x.semester, a.Semesters.map((r) => ({ ...r, Name: semesterNameOf(r.Name, x.language) }))),
    {
      name: x.criteria,
      columns: [{ header: x.template, type: 'text' }, { header: x.criterion, type: 'text' }, { header: x.weight, type: 'percent' }, { header: x.boards, type: 'integer' }, { header: x.marks, type: 'integer' }, { header: x.mean, type: 'number' }],
      rows: a.Criteria.map((c) => [c.TemplateName, c.ColumnName, c.Percent, c.Boards, c.Marks, c.Mean]),
    },
    {
      name: x.lecturers,
      columns: [{ header: x.lecturer, type: 'text', width: 30 }, { header: x.boards, type: 'integer' }, { header: x.basedOn, type: 'integer', width: 16 }, { header: x.leniency, type: 'number' }, { header: x.low, type: 'number' }, { header: x.high, type: 'number' }],
      rows: a.Lecturers.map((l) => [l.Name, l.Boards, l.Count, l.Leniency, l.Low, l.High]),
    },
  ];
}

/** A board's results: per student, each lecturer's mark per criterion, total and comment, then the final and result. */
export function boardResultsSheet(x: XlsxTexts, b: BoardResults): XlsxSheet {
  const perSeat = b.seats.flatMap((seat) => [
    ...b.columns.map((c) => ({ header: `${seat.name} — ${c.name}`, type: 'number' as const, width: 14 })),
    { header: `${seat.name} — ${x.total}`, type: 'number' as const, width: 14 },
    { header: `${seat.name} — ${x.comment}`, type: 'text' as const, width: 30 },
  ]);
  return {
    name: x.results,
    columns: [{ header: x.code, type: 'text', width: 14 }, { header: x.name, type: 'text', width: 30 }, { header: x.project, type: 'text', width: 30 }, ...perSeat, { header: x.finalScore, type: 'number' }, { header: x.result, type: 'text', width: 14 }],
    rows: b.students.map((s) => [
      s.Code,
      s.Name,
      s.ProjectName,
      ...b.seats.flatMap((_, i) => [...s.Marks[i]!, s.Totals[i], s.Comments[i]]),
      s.Final,
      resultText(x, s.Passed),
    ]),
  };
}
