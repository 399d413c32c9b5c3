/**
 * Cache tags. A tag type is a kind of row; a tag says which rows of that kind a cached answer depends on:
 * - `{type: K, id}`: the row `id` of kind K (Score, Published and History rows are named by their project, `P`, or
 *   by their board, `board-B`, for a screen that shows a whole board's marks);
 * - `{type: K, id: 'LIST'}`: which rows of K exist (provided by every query showing K; invalidated by additions
 *   and removals);
 * - `{type: K, id: 'ANY'}`: some rows of K the query cannot name, or chosen by a field an edit may change (a
 *   search, a filter); invalidated by every edit of K.
 * What each endpoint shows and changes is written once, in rowKinds.ts (queries) and rowChanges.ts (mutations);
 * tagRules.ts turns those tables into providesTags / invalidatesTags, and rowKinds.test.ts checks the result.
 */
export const TAG_TYPES = [
  'Semester',
  'Subject',
  'Course',
  'Project',
  'Template',
  'ScoreColumn',
  'Board',
  'Student',
  'Teacher',
  'Score',
  'LectureInBoard',
  'ProjectInBoard',
  'StudentInCourse',
  'StudentInProject',
  'Published',
  'History',
  // a board's minutes (by board id)
  'Minutes',
  // one seat's marking grid (`${lectureInBoardId}-${projectId}`): refetched after a conflicting save only
  'Marking',
  // the signed-in lecturer's or student's calendar address (id 'mine')
  'Feed',
  // the signed-in account's mail address and choices (id 'mine'), and the admin's outbox
  'Mail',
  'Outbox',
  // accounts linked to the university's sign-in (by account id)
  'IdentityLink',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
export type TagId = number | string;
export interface Tag {
  type: TagType;
  id: TagId;
}

export const LIST = 'LIST';
export const ANY = 'ANY';

/** Project P's (or board B's, as `board-B`) marks, publication and history: the id their tags use. */
export const boardKey = (boardId: number | string) => `board-${boardId}`;

/** How a query names the rows of one kind it shows: the ids, from its answer and its argument. */
export type Namer = (result: unknown, arg: unknown) => readonly unknown[] | undefined | null;

/** What a query shows: per kind, how it names the rows (`ANY`: it cannot, or an edit may move rows in or out). */
export type Shows = Partial<Record<TagType, Namer | typeof ANY>>;

/** A change a mutation makes: rows added, edited or removed (edited or removed rows named when known). */
export interface Change {
  type: TagType;
  how: 'add' | 'edit' | 'remove';
  ids?: readonly unknown[];
}

/** Types a namer for the table while keeping the answer's and argument's types where it is written. */
export function named<R, A = unknown>(fn: (result: R | undefined, arg: A) => readonly unknown[] | undefined | null): Namer {
  return fn as Namer;
}
