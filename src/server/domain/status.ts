import type { Q } from './db';

export async function isPublished(db: Q, projectId: number): Promise<boolean> {
  const row = await db.selectFrom('published_project').select('Id').where('ProjectId', '=', projectId).executeTakeFirst();
  return !!row;
}
