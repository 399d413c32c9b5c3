import type { Q } from '../db';
import { notFound } from '../errors';

type Table = 'semester' | 'subject' | 'lecturer' | 'course' | 'project' | 'student' | 'template' | 'board';

/** The codes of a missing row of each table: "<Table> <id> not found" and the bare "<Table> not found". */
const MISSING = {
  semester: ['semesterNotFound', 'semesterUnknown'],
  subject: ['subjectNotFound', 'subjectUnknown'],
  lecturer: ['lecturerNotFound', 'lecturerUnknown'],
  course: ['courseNotFound', 'courseUnknown'],
  project: ['projectNotFound', 'projectUnknown'],
  student: ['studentNotFound', 'studentUnknown'],
  template: ['templateNotFound', 'templateUnknown'],
  board: ['boardNotFound', 'boardUnknown'],
} as const;

/** NotFound unless the row exists: the check before a write that names it (`withId`: the message names the id). */
export async function requireRow(db: Q, table: Table, id: number, withId = false): Promise<void> {
  const row = await db.selectFrom(table).select('Id').where('Id', '=', id).executeTakeFirst();
  if (row) return;
  const [named, bare] = MISSING[table];
  throw withId ? notFound(named, { id }) : notFound(bare);
}
