import { sql, type RawBuilder } from 'kysely';
import type { CriterionMeanRow, PassRateRow, TermAnalytics } from '../../../common/contract/analytics';
import { fromBasisPoints } from '../../../common/grading';
import type { Q } from '../db';
import { emptyBins, rounded } from './bins';
import type { TermFilter } from './filter';
import { termLeniency } from './leniency';

/**
 * A term's analytics, aggregated in SQL (the generated university: 20,000 students, 130,000 marks; bench/analytics).
 * Pass rates and the distribution read the published results (the scores students see); criteria means and
 * leniency read the marks of the term's boards. Identifiers are quoted: PostgreSQL keeps the PascalCase names.
 */

export const num = (v: unknown) => Number(v ?? 0);

/** The published results of courses in the filter: `pr` joined to `p` (project) and `c` (course). */
const resultsIn = (f: TermFilter, alsoSemester = true): RawBuilder<unknown> =>
  sql`published_result pr JOIN project p ON p."Id" = pr."ProjectId" JOIN course c ON c."Id" = p."CourseId"
      WHERE ${alsoSemester ? sql`c."SemesterId" = ${f.semesterId}` : sql`1 = 1`}
      ${f.subjectId === null ? sql`` : sql`AND c."SubjectId" = ${f.subjectId}`}`;

interface RateRow {
  id: unknown;
  n: unknown;
  passed: unknown;
  total: unknown;
}

const rateRow = (r: RateRow, name: string): PassRateRow => {
  const n = num(r.n);
  const passed = num(r.passed);
  return { Id: num(r.id), Name: name, Students: n, Passed: passed, PassRate: n === 0 ? 0 : passed / n, Mean: n === 0 ? null : rounded(num(r.total) / n / 100) };
};

async function ratesBy(db: Q, f: TermFilter, column: 'SubjectId' | 'Id' | 'SemesterId', allSemesters = false): Promise<RateRow[]> {
  const key = sql.ref(`c.${column}`);
  const { rows } = await sql<RateRow>`SELECT ${key} AS id, COUNT(*) AS n, SUM(pr."Result") AS passed, SUM(pr."Score") AS total
    FROM ${resultsIn(f, !allSemesters)} GROUP BY ${key}`.execute(db);
  return rows;
}

async function names(db: Q, table: 'subject' | 'course', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['Id', 'Name']).where('Id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.Id, r.Name]));
}

async function passRates(db: Q, f: TermFilter): Promise<Pick<TermAnalytics, 'Subjects' | 'Courses' | 'Semesters'>> {
  const [subjects, courses, semesters] = await Promise.all([ratesBy(db, f, 'SubjectId'), ratesBy(db, f, 'Id'), ratesBy(db, f, 'SemesterId', true)]);
  const [subjectNames, courseNames, semesterRows] = await Promise.all([
    names(db, 'subject', subjects.map((r) => num(r.id))),
    names(db, 'course', courses.map((r) => num(r.id))),
    db.selectFrom('semester').select(['Id', 'Year', 'Session', 'StartTime']).execute(),
  ]);
  const semesterOf = new Map(semesterRows.map((s) => [s.Id, s]));
  const byName = (a: PassRateRow, b: PassRateRow) => a.Name.localeCompare(b.Name) || a.Id - b.Id;
  return {
    Subjects: subjects.map((r) => rateRow(r, subjectNames.get(num(r.id)) ?? '')).sort(byName),
    Courses: courses.map((r) => rateRow(r, courseNames.get(num(r.id)) ?? '')).sort(byName),
    Semesters: semesters
      .map((r) => ({ row: rateRow(r, `${semesterOf.get(num(r.id))?.Session ?? ''} ${semesterOf.get(num(r.id))?.Year ?? ''}`.trim()), start: semesterOf.get(num(r.id))?.StartTime ?? '' }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.row.Id - b.row.Id)
      .map((s) => s.row),
  };
}

async function distribution(db: Q, f: TermFilter): Promise<Pick<TermAnalytics, 'Bins' | 'Students' | 'Passed'>> {
  const { rows } = await sql<{ bin: unknown; n: unknown; passed: unknown }>`
    SELECT CASE WHEN pr."Score" >= 900 THEN 9 ELSE pr."Score" / 100 END AS bin, COUNT(*) AS n, SUM(pr."Result") AS passed
    FROM ${resultsIn(f)} GROUP BY CASE WHEN pr."Score" >= 900 THEN 9 ELSE pr."Score" / 100 END`.execute(db);
  const bins = emptyBins();
  let students = 0;
  let passed = 0;
  for (const r of rows) {
    bins[num(r.bin)]!.Count = num(r.n);
    students += num(r.n);
    passed += num(r.passed);
  }
  return { Bins: bins, Students: students, Passed: passed };
}

/** The filter on the term's boards: `b` is the board. */
export const boardsIn = (f: TermFilter): RawBuilder<unknown> =>
  sql`b."SemesterId" = ${f.semesterId} ${f.subjectId === null ? sql`` : sql`AND b."SubjectId" = ${f.subjectId}`}`;

async function criteria(db: Q, f: TermFilter): Promise<CriterionMeanRow[]> {
  const { rows } = await sql<{ col: unknown; n: unknown; total: unknown; boards: unknown }>`
    SELECT s."ScoreColumnId" AS col, COUNT(*) AS n, SUM(s."Score") AS total, COUNT(DISTINCT b."Id") AS boards
    FROM score s JOIN lecture_in_board l ON l."Id" = s."LectureInBoardId" JOIN board b ON b."Id" = l."BoardId"
    WHERE ${boardsIn(f)} GROUP BY s."ScoreColumnId"`.execute(db);
  if (rows.length === 0) return [];
  const columns = await db
    .selectFrom('score_column as c')
    .innerJoin('template as t', 't.Id', 'c.TemplateId')
    .select(['c.Id', 'c.Name', 'c.PercentBp', 't.Id as TemplateId', 't.Name as TemplateName'])
    .where('c.Id', 'in', rows.map((r) => num(r.col)))
    .execute();
  const of = new Map(columns.map((c) => [c.Id, c]));
  return rows
    .map((r): CriterionMeanRow => {
      const c = of.get(num(r.col))!;
      const n = num(r.n);
      return { TemplateId: c.TemplateId, TemplateName: c.TemplateName, ColumnId: c.Id, ColumnName: c.Name, Percent: fromBasisPoints(c.PercentBp), Boards: num(r.boards), Marks: n, Mean: n === 0 ? null : rounded(num(r.total) / n / 100) };
    })
    .sort((a, b) => a.TemplateName.localeCompare(b.TemplateName) || a.TemplateId - b.TemplateId || a.ColumnId - b.ColumnId);
}

/** A term's analytics; an unknown semester or subject simply has no rows. */
export async function termAnalytics(db: Q, f: TermFilter): Promise<TermAnalytics> {
  const [rates, dist, crit, lecturers] = await Promise.all([passRates(db, f), distribution(db, f), criteria(db, f), termLeniency(db, f)]);
  return { SemesterId: f.semesterId, SubjectId: f.subjectId, ...dist, ...rates, Criteria: crit, Lecturers: lecturers };
}
