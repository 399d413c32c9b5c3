import { commentKey, isCommentKey, normalizeComment, parseCommentKey } from '../../../common/comments';
import type { MarkingSaveRequest, MarkingView } from '../../../common/contract/marking';

/**
 * Comments in the marking grid: kept in the same draft as the marks (key `c:<stdinprjId>:<columnId>`, with the
 * Version the comment had when typed), sent with the marks, settled like marks on a conflict.
 */

/** The seat's comments as the page loaded them, as baseline entries. */
export function commentBaseline(view: Pick<MarkingView, 'comments'>, into: Map<string, { text: string; version: number }>): void {
  for (const c of view.comments ?? []) into.set(commentKey(c.stdinprjId, c.columnId), { text: c.Text, version: c.Version });
}

/** The comments to send: every comment key of the draft, with the Version it had when typed. */
export function commentInputs(draftKeys: string[], textOf: (key: string) => string, versionOf: (key: string) => number): NonNullable<MarkingSaveRequest['comments']> {
  return draftKeys.flatMap((key) => {
    const at = parseCommentKey(key);
    return at ? [{ ...at, text: normalizeComment(textOf(key)), version: versionOf(key) }] : [];
  });
}

/** Two texts of a draft entry mean the same: comments by their stored form, marks by their value. */
export function sameText(key: string, a: string, b: string, sameMark: (a: string, b: string) => boolean): boolean {
  return isCommentKey(key) ? normalizeComment(a) === normalizeComment(b) : sameMark(a, b);
}

export { commentKey, isCommentKey };
