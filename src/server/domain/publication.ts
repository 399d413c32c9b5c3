import { fromHundredths, passMarkHundredths } from '../../common/grading';
import { finalResults, projectProgress, publishability, type StudentResult } from '../../common/marks';
import { isoNow, type Ctx } from './context';
import { requireRow } from './catalog';
import { refused } from './errors';
import { isUniqueViolation, type Q } from './db';
import { lockProject } from './locks';
import { loadProjectMarks } from './marks';
import { mailResults } from '../mail/notify';

export type { StudentResult };

/**
 * Every student's final score of a project from the stored marks (common/marks.ts finalResults), or the refusal
 * its publishability names: an empty project has nothing to publish; otherwise 'Ineligible for publicity'.
 */
export async function computeProjectResults(db: Q, projectId: number, passMark: number): Promise<{ boardId: number; results: StudentResult[] }> {
  const marks = await loadProjectMarks(db, projectId);
  if (!marks || marks.boardId === null) throw refused(401, 'ineligibleForPublicity');
  const verdict = publishability(projectProgress(marks, projectId));
  if (!verdict.ok) throw refused(401, verdict.reason === 'noStudent' ? 'nothingToPublish' : 'ineligibleForPublicity');
  return { boardId: marks.boardId, results: finalResults(marks, projectId, passMark)! };
}

/**
 * Publishes a project in one transaction: checks eligibility, stores every student's final score,
 * result and the pass mark in force (every later read uses the stored one), stamps who and when. A second publication is refused.
 */
export async function publishProject(
  ctx: Pick<Ctx, 'db' | 'engine' | 'clock'>,
  projectId: number,
  accountId: number,
  passMark: number,
): Promise<{ boardId: number; results: StudentResult[] }> {
  const { db, engine } = ctx;
  try {
    return await db.transaction().execute(async (trx) => {
      await lockProject(trx, engine, projectId);
      const already = await trx.selectFrom('published_project').select('Id').where('ProjectId', '=', projectId).executeTakeFirst();
      if (already) throw refused(401, 'alreadyPublished');
      const { boardId, results } = await computeProjectResults(trx, projectId, passMark);
      await trx
        .insertInto('published_project')
        .values({ ProjectId: projectId, BoardId: boardId, PublishedBy: accountId, PublishedAt: isoNow(ctx) })
        .execute();
      await trx
        .insertInto('published_result')
        .values(
          results.map((r) => ({ ProjectId: projectId, StudentId: r.studentId, Score: r.score, Result: r.pass ? 1 : 0, PassMark: passMarkHundredths(passMark) })),
        )
        .execute();
      await mailResults(trx, projectId);
      return { boardId, results };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(401, 'alreadyPublished');
    throw error;
  }
}

/**
 * Publishes a known project (unknown: 404), announces it to the screens of its board and project (naming the tab that
 * published, which skips its own echo), and answers each student's result in points, as the wire shows it.
 */
export async function publishProjectById(
  ctx: Ctx,
  projectId: number,
  accountId: number,
  passMark: number,
  origin?: string,
): Promise<{ StudentId: number; Score: number; Result: boolean }[]> {
  await requireRow(ctx.db, 'project', projectId, true);
  const { boardId, results } = await publishProject(ctx, projectId, accountId, passMark);
  void ctx.live.publish({ kind: 'published', boardId, projectId, ...(origin ? { origin } : {}) });
  return results.map((r) => ({ StudentId: r.studentId, Score: fromHundredths(r.score), Result: r.pass }));
}
