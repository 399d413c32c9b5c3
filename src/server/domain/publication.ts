import { finalScoreHundredths, fromHundredths, isPass, passMarkHundredths, lecturerTotalExact, type ColumnWeight } from '../../common/grading';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { requireRow } from './catalog';
import { refused } from './errors';
import { isUniqueViolation, nowIso, type Q } from './db';
import { lockProject } from './locks';
import { projectBoard } from './status';

export const INELIGIBLE = 'Ineligible for publicity';

export interface StudentResult {
  studentId: number;
  /** hundredths */
  score: number;
  pass: boolean;
}

/**
 * Computes every student's final score of a project from the stored marks, or refuses
 * ('Ineligible for publicity') unless the board has lecturers and every one of them has marked
 * every student in every column.
 */
export async function computeProjectResults(db: Q, projectId: number, passMark: number): Promise<{ boardId: number; results: StudentResult[] }> {
  const pib = await projectBoard(db, projectId);
  if (!pib) throw refused(401, INELIGIBLE);
  const [lecturers, columnRows, students, scores] = await Promise.all([
    db.selectFrom('lecture_in_board').select('Id').where('BoardId', '=', pib.BoardId).execute(),
    db.selectFrom('score_column').select(['Id', 'PercentBp']).where('TemplateId', '=', pib.TemplateId).execute(),
    db.selectFrom('student_in_project').select(['Id', 'StudentId']).where('ProjectId', '=', projectId).execute(),
    db
      .selectFrom('score as s')
      .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
      .select(['s.StudentInProjectId', 's.LectureInBoardId', 's.ScoreColumnId', 's.Score'])
      .where('sp.ProjectId', '=', projectId)
      .execute(),
  ]);
  if (students.length === 0) throw refused(401, 'There is no student in this project, so there is nothing to publish');
  if (lecturers.length === 0 || columnRows.length === 0) throw refused(401, INELIGIBLE);
  const columns: ColumnWeight[] = columnRows.map((c) => ({ columnId: c.Id, percentBp: c.PercentBp }));
  const byCell = new Map<string, Map<number, number>>();
  for (const s of scores) {
    const key = `${s.StudentInProjectId}:${s.LectureInBoardId}`;
    if (!byCell.has(key)) byCell.set(key, new Map());
    byCell.get(key)!.set(s.ScoreColumnId, s.Score);
  }
  const results: StudentResult[] = [];
  for (const st of students) {
    const totals: number[] = [];
    for (const l of lecturers) {
      const total = lecturerTotalExact(columns, byCell.get(`${st.Id}:${l.Id}`) ?? new Map());
      if (total === null) throw refused(401, INELIGIBLE);
      totals.push(total);
    }
    const score = finalScoreHundredths(totals);
    results.push({ studentId: st.StudentId, score, pass: isPass(score, passMark) });
  }
  return { boardId: pib.BoardId, results };
}

/**
 * Publishes a project in one transaction: checks eligibility, stores every student's final score,
 * result and the pass mark in force (every later read uses the stored one), stamps who and when. A second publication is refused.
 */
export async function publishProject(
  db: Kysely<Database>,
  engine: Engine,
  projectId: number,
  accountId: number,
  passMark: number,
): Promise<StudentResult[]> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockProject(trx, engine, projectId);
      const already = await trx.selectFrom('published_project').select('Id').where('ProjectId', '=', projectId).executeTakeFirst();
      if (already) throw refused(401, 'This project has already been published');
      const { boardId, results } = await computeProjectResults(trx, projectId, passMark);
      await trx
        .insertInto('published_project')
        .values({ ProjectId: projectId, BoardId: boardId, PublishedBy: accountId, PublishedAt: nowIso() })
        .execute();
      await trx
        .insertInto('published_result')
        .values(
          results.map((r) => ({ ProjectId: projectId, StudentId: r.studentId, Score: r.score, Result: r.pass ? 1 : 0, PassMark: passMarkHundredths(passMark) })),
        )
        .execute();
      return results;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(401, 'This project has already been published');
    throw error;
  }
}

/** Publishes a known project (unknown: 404) and answers each student's result in points, as the wire shows it. */
export async function publishProjectById(
  db: Kysely<Database>,
  engine: Engine,
  projectId: number,
  accountId: number,
  passMark: number,
): Promise<{ StudentId: number; Score: number; Result: boolean }[]> {
  await requireRow(db, 'project', projectId, `Project ${projectId}`);
  const results = await publishProject(db, engine, projectId, accountId, passMark);
  return results.map((r) => ({ StudentId: r.studentId, Score: fromHundredths(r.score), Result: r.pass }));
}
