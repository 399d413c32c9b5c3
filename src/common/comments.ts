/**
 * Marks with words, the rules both sides share (no library: the lecturer's and the student's screens import it).
 * A comment is keyed by the student-in-project (0 = the project) and the score column (0 = general).
 */

/** Longest comment, in characters (the grid's editor and the server refuse more). */
export const COMMENT_MAX = 1000;
/** Longest required-revisions or notes text of the minutes. */
export const MINUTES_TEXT_MAX = 4000;

export const BOARD_ROLES = ['chair', 'secretary', 'member'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

/** The roles that write the board's minutes. */
export const MINUTES_WRITERS: readonly BoardRole[] = ['chair', 'secretary'];
export const mayWriteMinutes = (role: string | null | undefined) => MINUTES_WRITERS.includes(role as BoardRole);

export const DECISIONS = ['pass', 'revisions', 'fail'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The key of a comment in the grid's drafts: `c:<stdinprjId>:<columnId>`. */
export const commentKey = (stdinprjId: number, columnId: number) => `c:${stdinprjId}:${columnId}`;
export const isCommentKey = (key: string) => key.startsWith('c:');
export function parseCommentKey(key: string): { stdinprjId: number; columnId: number } | null {
  const m = /^c:(\d+):(\d+)$/.exec(key);
  return m ? { stdinprjId: Number(m[1]), columnId: Number(m[2]) } : null;
}

/** A comment's text as stored: line ends made \n, trailing blanks of the whole text dropped. */
export const normalizeComment = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\s+$/u, '');

/** Length as a person counts characters (an emoji is one), which is how the limit reads. */
export const commentLength = (text: string) => [...text].length;
