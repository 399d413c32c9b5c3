import { compiledRead } from '../../db/compiled';
import type { VERSIONED_TABLES } from '../../db/migrations/019_list_versions';
import type { Q } from '../db';

/** A table whose version the database keeps (migrations 018 'student' and 019). */
export type VersionedTable = 'student' | (typeof VERSIONED_TABLES)[number];

/**
 * The versions of the tables a list reads, as one text ("12.0.7.3"): the same text again means no insert, update
 * or delete touched any of them since, in any process (triggers raise them in the writer's own transaction, so the
 * new version and the new rows become visible together). One small read of the primary key, compiled once.
 */
export function versionsOf(tables: readonly VersionedTable[]): (db: Q) => Promise<string> {
  // one table: an equality (a third of the cost of an IN list with its ORDER BY on SQLite)
  const read = compiledRead<[], { Version: number | string }>((db) =>
    tables.length === 1
      ? db.selectFrom('data_version').select('Version').where('Name', '=', tables[0]!)
      : db.selectFrom('data_version').select('Version').where('Name', 'in', [...tables]).orderBy('Name'),
  );
  return async (db) => {
    const rows = await read.all(db);
    if (rows.length !== tables.length) throw new Error(`data_version lacks a row of ${tables.join(', ')}`);
    return rows.map((r) => String(r.Version)).join('.');
  };
}
