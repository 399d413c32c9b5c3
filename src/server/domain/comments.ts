import type { Insertable } from 'kysely';
import { commentLength, COMMENT_MAX, normalizeComment } from '../../common/comments';
import type { CommentHistoryRow, CommentInput, MarkingComment } from '../../common/contract/words';
import type { TokenClaims } from '../auth/tokens';
import type { CommentHistoryTable } from '../db/schema';
import { badRequest, conflict } from './errors';
import type { Q } from './db';
import type { LecturerInBoard } from './ownership';
import { withNoteNames } from './queries/joins';

/**
 * A lecturer's comments (design.md section 4): per student and score column, per student (column 0) and per
 * project (student 0). They belong to the seat that wrote them, are written in the transaction that writes the
 * marks (writeComments is called inside it, after the publication check, so they freeze with the marks), are
 * version-checked like marks and every change is recorded in comment_history.
 */


/** This seat's comments on a project (empty texts left out). */
export async function commentsOfSeat(db: Q, lectureInBoardId: number, projectId: number): Promise<MarkingComment[]> {
  const rows = await db
    .selectFrom('mark_comment')
    .select(['StudentInProjectId', 'ScoreColumnId', 'Text', 'Version'])
    .where('LectureInBoardId', '=', lectureInBoardId)
    .where('ProjectId', '=', projectId)
    .orderBy('StudentInProjectId')
    .orderBy('ScoreColumnId')
    .execute();
  return rows.map((r) => ({ stdinprjId: r.StudentInProjectId, columnId: r.ScoreColumnId, Text: r.Text, Version: Number(r.Version) }));
}

/**
 * Writes the comments sent with a save, inside the save's transaction: every key must name a student of the
 * project (or 0) and a column of the board's template (or 0; a project comment has no column), once; the Version
 * the page loaded must still be the stored one (409 otherwise, nothing of the save kept). Answers this seat's
 * comments as the transaction leaves them.
 */
export async function writeComments(
  trx: Q,
  who: TokenClaims,
  lib: LecturerInBoard,
  projectId: number,
  inputs: CommentInput[],
  known: { students: Set<number>; columns: Set<number> },
  at: string,
): Promise<MarkingComment[]> {
  const seen = new Set<string>();
  for (const c of inputs) {
    if (c.stdinprjId !== 0 && !known.students.has(c.stdinprjId)) throw badRequest('commentStudent', { id: c.stdinprjId });
    if (c.columnId !== 0 && !known.columns.has(c.columnId)) throw badRequest('commentColumn', { id: c.columnId });
    if (c.stdinprjId === 0 && c.columnId !== 0) throw badRequest('commentProjectColumn');
    if (commentLength(c.text) > COMMENT_MAX) throw badRequest('commentTooLong', { max: COMMENT_MAX });
    const key = `${c.stdinprjId}:${c.columnId}`;
    if (seen.has(key)) throw badRequest('commentTwice', { student: c.stdinprjId, column: c.columnId });
    seen.add(key);
  }
  const existing = await trx
    .selectFrom('mark_comment')
    .select(['Id', 'StudentInProjectId', 'ScoreColumnId', 'Text', 'Version'])
    .where('LectureInBoardId', '=', lib.Id)
    .where('ProjectId', '=', projectId)
    .execute();
  const byKey = new Map(existing.map((r) => [`${r.StudentInProjectId}:${r.ScoreColumnId}`, r]));
  for (const c of inputs) {
    const row = byKey.get(`${c.stdinprjId}:${c.columnId}`);
    if ((row ? Number(row.Version) : 0) !== c.version) throw conflict('commentConflict');
  }
  const history: Insertable<CommentHistoryTable>[] = [];
  for (const c of inputs) {
    const text = normalizeComment(c.text);
    const row = byKey.get(`${c.stdinprjId}:${c.columnId}`);
    if (row ? row.Text === text : text === '') continue;
    if (row) {
      const res = await trx
        .updateTable('mark_comment')
        .set((eb) => ({ Text: text, Version: eb('Version', '+', 1), UpdatedAt: at }))
        .where('Id', '=', row.Id)
        .where('Version', '=', row.Version)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict('commentConflict');
    } else {
      await trx
        .insertInto('mark_comment')
        .values({ ProjectId: projectId, LectureInBoardId: lib.Id, StudentInProjectId: c.stdinprjId, ScoreColumnId: c.columnId, Text: text, UpdatedAt: at })
        .execute();
    }
    history.push({
      ProjectId: projectId,
      LectureInBoardId: lib.Id,
      StudentInProjectId: c.stdinprjId,
      ScoreColumnId: c.columnId,
      OldText: row ? row.Text : null,
      NewText: text,
      ChangedBy: who.accountId,
      ChangedAt: at,
    });
  }
  if (history.length > 0) await trx.insertInto('comment_history').values(history).execute();
  return commentsOfSeat(trx, lib.Id, projectId);
}

/** Every change of a comment of the project — who, when, old and new text — newest first. */
export async function projectCommentHistory(db: Q, projectId: number): Promise<CommentHistoryRow[]> {
  const changes = db
    .selectFrom('comment_history as h')
    .innerJoin('account as a', 'a.Id', 'h.ChangedBy')
    .select(['h.Id', 'h.OldText', 'h.NewText', 'a.Username as ChangedBy', 'h.ChangedAt'])
    .where('h.ProjectId', '=', projectId)
    .orderBy('h.ChangedAt', 'desc')
    .orderBy('h.Id', 'desc');
  const rows = await withNoteNames(changes).execute();
  return rows.map((r) => ({ ...r, StudentCode: r.StudentCode ?? null, StudentName: r.StudentName ?? null, ColumnName: r.ColumnName ?? null }));
}
