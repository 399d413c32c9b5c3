import { DRILL_MAX } from '../../../common/analytics';
import type { DrillRow } from '../../../common/contract/analytics';
import { fromHundredths } from '../../../common/grading';
import type { Q } from '../db';
import type { TermFilter } from './filter';

export interface DrillFilter extends TermFilter {
  courseId: number | null;
  /** a bar of the distribution: 0..9 (score in [bin, bin + 1) points, 10 in the last) */
  bin: number | null;
}

/** The published results behind one bar of the term's charts (a subject, a course or a score range), by code. */
export async function drillStudents(db: Q, f: DrillFilter): Promise<DrillRow[]> {
  let q = db
    .selectFrom('published_result as pr')
    .innerJoin('project as p', 'p.Id', 'pr.ProjectId')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .innerJoin('student as s', 's.Id', 'pr.StudentId')
    .select(['s.Id as StudentId', 's.Code', 's.Name', 'c.Name as CourseName', 'p.Name as ProjectName', 'pr.Score', 'pr.Result'])
    .select((eb) => eb.selectFrom('project_in_board as pb').whereRef('pb.ProjectId', '=', 'p.Id').select((e) => e.fn.min('pb.BoardId').as('b')).as('BoardId'))
    .where('c.SemesterId', '=', f.semesterId);
  if (f.subjectId !== null) q = q.where('c.SubjectId', '=', f.subjectId);
  if (f.courseId !== null) q = q.where('c.Id', '=', f.courseId);
  if (f.bin !== null) {
    q = f.bin >= 9 ? q.where('pr.Score', '>=', 900) : q.where('pr.Score', '>=', f.bin * 100).where('pr.Score', '<', (f.bin + 1) * 100);
  }
  const rows = await q.orderBy('s.Code').limit(DRILL_MAX).execute();
  const boardIds = [...new Set(rows.map((r) => (r.BoardId === null ? null : Number(r.BoardId))).filter((id): id is number => id !== null))];
  const boards = boardIds.length === 0 ? [] : await db.selectFrom('board').select(['Id', 'Name']).where('Id', 'in', boardIds).execute();
  const boardName = new Map(boards.map((b) => [b.Id, b.Name]));
  return rows.map((r) => {
    const boardId = r.BoardId === null ? null : Number(r.BoardId);
    return {
      StudentId: r.StudentId,
      Code: r.Code,
      Name: r.Name,
      CourseName: r.CourseName,
      ProjectName: r.ProjectName,
      Score: fromHundredths(r.Score),
      Passed: r.Result === 1,
      BoardId: boardId,
      BoardName: boardId === null ? null : (boardName.get(boardId) ?? null),
    };
  });
}
