import type { Q } from '../db';
import { notFound } from '../errors';

/** NotFound(label) unless the row exists: the check before a write that names it. */
export async function requireRow(db: Q, table: 'semester' | 'subject' | 'lecturer' | 'course' | 'project' | 'student' | 'template' | 'board', id: number, label: string): Promise<void> {
  const row = await db.selectFrom(table).select('Id').where('Id', '=', id).executeTakeFirst();
  if (!row) throw notFound(label);
}
