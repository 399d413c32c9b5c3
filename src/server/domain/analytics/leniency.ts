import { sql } from 'kysely';
import type { TermLecturerRow } from '../../../common/contract/analytics';
import type { Q } from '../db';
import { rounded } from './bins';
import type { TermFilter } from './filter';

const num = (v: unknown) => Number(v ?? 0);
/** z of a two-sided 95 % interval (normal approximation of the mean difference). */
const Z95 = 1.96;

/**
 * Each lecturer's leniency across the term's boards, in SQL: per student and seat the weighted total of a complete
 * row of marks (every column of the board's template, in millionths of a point), the mean of the complete totals
 * per student, then per lecturer the mean, count and spread of (own total - that mean) over students with at least
 * two complete totals. Most lenient first.
 */
export async function termLeniency(db: Q, f: TermFilter): Promise<TermLecturerRow[]> {
  const subject = f.subjectId === null ? sql`` : sql`AND b."SubjectId" = ${f.subjectId}`;
  const { rows } = await sql<{ teacher: unknown; n: unknown; boards: unknown; s1: unknown; s2: unknown }>`
    WITH totals AS (
      SELECT s."StudentInProjectId" AS sp, l."BoardId" AS board, l."TeacherId" AS teacher, b."TemplateId" AS template,
             SUM(s."Score" * c."PercentBp") AS total, COUNT(*) AS cells
      FROM score s
      JOIN lecture_in_board l ON l."Id" = s."LectureInBoardId"
      JOIN board b ON b."Id" = l."BoardId"
      JOIN score_column c ON c."Id" = s."ScoreColumnId"
      WHERE b."SemesterId" = ${f.semesterId} ${subject}
      GROUP BY s."StudentInProjectId", l."BoardId", l."TeacherId", b."TemplateId"
    ),
    widths AS (SELECT "TemplateId" AS template, COUNT(*) AS cols FROM score_column GROUP BY "TemplateId"),
    complete AS (SELECT t.sp, t.board, t.teacher, t.total FROM totals t JOIN widths w ON w.template = t.template WHERE t.cells = w.cols),
    means AS (SELECT sp, board, AVG(total) AS mean, COUNT(*) AS raters FROM complete GROUP BY sp, board)
    SELECT c.teacher AS teacher, COUNT(*) AS n, COUNT(DISTINCT c.board) AS boards,
           SUM(c.total - m.mean) AS s1, SUM((c.total - m.mean) * (c.total - m.mean)) AS s2
    FROM complete c JOIN means m ON m.sp = c.sp AND m.board = c.board
    WHERE m.raters >= 2
    GROUP BY c.teacher`.execute(db);
  if (rows.length === 0) return [];
  const lecturers = await db
    .selectFrom('lecturer')
    .select(['Id', 'Name'])
    .where('Id', 'in', rows.map((r) => num(r.teacher)))
    .execute();
  const nameOf = new Map(lecturers.map((l) => [l.Id, l.Name]));
  return rows
    .map((r): TermLecturerRow => {
      const n = num(r.n);
      const mean = num(r.s1) / n;
      const variance = n < 2 ? 0 : Math.max(0, (num(r.s2) - n * mean * mean) / (n - 1));
      const half = n < 2 ? 0 : Z95 * Math.sqrt(variance / n);
      const points = (v: number) => rounded(v / 1_000_000, 3)!;
      return { TeacherId: num(r.teacher), Name: nameOf.get(num(r.teacher)) ?? '', Boards: num(r.boards), Count: n, Leniency: points(mean), Low: points(mean - half), High: points(mean + half) };
    })
    .sort((a, b) => b.Leniency - a.Leniency || a.TeacherId - b.TeacherId);
}
