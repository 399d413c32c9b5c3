import { fromHundredths } from '../../../common/grading';
import type { MarkingPublication } from '../../../common/contract/marking';
import type { Q } from '../db';

/** A published project's publication (when, by which admin) and its students' final results; null before. */
export async function publicationOf(db: Q, projectId: number): Promise<MarkingPublication | null> {
  const head = await db
    .selectFrom('published_project as pp')
    .leftJoin('account as a', 'a.Id', 'pp.PublishedBy')
    .select(['pp.PublishedAt', 'a.Username'])
    .where('pp.ProjectId', '=', projectId)
    .executeTakeFirst();
  if (!head) return null;
  const results = await db
    .selectFrom('published_result')
    .select(['StudentId', 'Score', 'Result'])
    .where('ProjectId', '=', projectId)
    .orderBy('StudentId')
    .execute();
  return {
    PublishedAt: head.PublishedAt,
    PublishedBy: head.Username ?? 'admin',
    results: results.map((r) => ({ StudentId: r.StudentId, Score: fromHundredths(r.Score), Result: Number(r.Result) === 1 })),
  };
}
