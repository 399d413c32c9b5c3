/**
 * Cache tags. A tag type is a kind of row; the rule that keeps every screen fresh:
 * - a query provides `{type: K, id: 'LIST'}` for EVERY kind K of row it shows (its own rows, the names and
 *   counts it joins in), plus one `{type, id}` per row of its own kind;
 * - a mutation invalidates, on success, the LIST tag of each kind it changes plus the changed row's id tag.
 * rowKinds.ts declares what each endpoint shows and changes; rowKinds.test.ts checks the real tags against it.
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
  'Details',
  'Config',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
export type TagId = number | string;
export interface Tag {
  type: TagType;
  id: TagId;
}

export const listTag = (type: TagType): Tag => ({ type, id: 'LIST' });

/** A query's tags: the LIST tag of each kind it shows, and one tag per row of its own kind (`own`). */
export function showsTags(kinds: readonly TagType[], own?: { type: TagType; ids: readonly TagId[] | undefined }): Tag[] {
  return [...kinds.map(listTag), ...(own?.ids ?? []).map((id) => ({ type: own!.type, id }))];
}

/** A mutation's tags: nothing when it failed, else the LIST tag of each kind it changes and the changed rows' tags. */
export function changedTags(error: unknown, kinds: readonly TagType[], rows: readonly Tag[] = []): Tag[] {
  return error ? [] : [...rows, ...kinds.map(listTag)];
}
