import { Type, type Static } from '@sinclair/typebox';
import { COMMENT_MAX, MINUTES_TEXT_MAX } from '../comments';
import { boardSitting, int, nStr, str } from './kit';

/**
 * Wire shapes of comments, the board's minutes and board roles: each schema written once, its type derived.
 * The client imports only the types (erased), never TypeBox.
 */

const key = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** A comment of this seat as the marking screen reads it. */
export const MarkingComment = Type.Object({ stdinprjId: int, columnId: int, Text: str, Version: int });
export type MarkingComment = Static<typeof MarkingComment>;

/** A comment sent with the marks (PUT /marking/save `comments`): version = what the page loaded (0 = none). */
export const CommentInput = Type.Object(
  {
    stdinprjId: key,
    columnId: key,
    text: Type.String({ maxLength: COMMENT_MAX }),
    version: key,
  },
  { additionalProperties: false },
);
export type CommentInput = Static<typeof CommentInput>;

export const RoleInput = Type.Object(
  { lectureInBoardId: Type.Integer({ minimum: 1, maximum: 2147483647 }), role: Type.Union([Type.Literal('chair'), Type.Literal('secretary'), Type.Literal('member')]) },
  { additionalProperties: false },
);

export const MinutesInput = Type.Object(
  {
    projectId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    decision: Type.Union([Type.Literal('pass'), Type.Literal('revisions'), Type.Literal('fail'), Type.Null()]),
    revisions: Type.String({ maxLength: MINUTES_TEXT_MAX }),
    notes: Type.String({ maxLength: MINUTES_TEXT_MAX }),
    /** when the required revisions are due ('YYYY-MM-DD'); left out: kept as it is */
    revisionsDue: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()])),
    version: key,
  },
  { additionalProperties: false },
);
export type MinutesInput = Static<typeof MinutesInput>;

/**
 * A project's minutes. UpdatedBy: the username of the last writer (kept for old clients), UpdatedByName: their name;
 * AmendedAfterPublication: a version was written after the project's publication (the chair recording a decision
 * the publication came before: every version is kept, GET /history/project/{id}/minutes).
 */
export const MinutesRecord = Type.Object({
  Decision: nStr,
  Revisions: str,
  RevisionsDue: nStr,
  Notes: str,
  Version: int,
  UpdatedBy: str,
  UpdatedByName: str,
  UpdatedAt: str,
  AmendedAfterPublication: Type.Boolean(),
});
export type MinutesRecord = Static<typeof MinutesRecord>;

/** Who wrote a comment from which seat, and what it is about (the names a note carries, domain/queries/joins.ts). */
const NoteNames = Type.Object({
  LecturerName: str,
  /** null: a project comment */
  StudentCode: nStr,
  StudentName: nStr,
  /** null: a general comment */
  ColumnName: nStr,
});

/** One comment as the board (lecturers of the board, admins) reads it. */
export const BoardComment = Type.Composite([NoteNames, Type.Object({ Text: str })]);
export type BoardComment = Static<typeof BoardComment>;

export const BoardLecturer = Type.Object({ LectureInBoardId: int, TeacherId: int, Name: str, Role: str });
export type BoardLecturer = Static<typeof BoardLecturer>;

export const MinutesProject = Type.Object({
  ProjectId: int,
  Name: str,
  CourseId: int,
  CourseName: str,
  Published: Type.Boolean(),
  minutes: Type.Union([MinutesRecord, Type.Null()]),
  comments: Type.Array(BoardComment),
});
export type MinutesProject = Static<typeof MinutesProject>;

/** GET /board/{boardId}/minutes: the board's page for its lecturers (read-only but for the minutes' writers). */
export const BoardMinutesView = Type.Object({
  BoardId: int,
  Name: str,
  ...boardSitting,
  SubjectName: str,
  /** the caller's role on the board; null for an admin */
  myRole: nStr,
  /** the caller's seat on the board (0 for an admin) */
  myLectureInBoardId: int,
  lecturers: Type.Array(BoardLecturer),
  projects: Type.Array(MinutesProject),
});
export type BoardMinutesView = Static<typeof BoardMinutesView>;

/** A comment addressed to a student, as the student reads it (LecturerName only when the university shows names). */
export const StudentComment = Type.Object({ columnId: int, ColumnName: nStr, Text: str, LecturerName: Type.Optional(str) });
export type StudentComment = Static<typeof StudentComment>;

/** A score column of a published result: the board's mean across its lecturers, in points. */
export const CriterionMark = Type.Object({ id: int, name: str, percent: Type.Number(), mean: Type.Number() });
export type CriterionMark = Static<typeof CriterionMark>;

/** GET /history/project/{id}/comments rows, newest first. */
export const CommentHistoryRow = Type.Composite([Type.Object({ Id: int }), NoteNames, Type.Object({ OldText: nStr, NewText: str, ChangedBy: str, ChangedAt: str })]);
export type CommentHistoryRow = Static<typeof CommentHistoryRow>;

/** GET /history/project/{id}/minutes rows, newest first: every version of the project's minutes and who wrote it. */
export const MinutesHistoryRow = Type.Object({
  Version: int,
  Decision: nStr,
  Revisions: str,
  RevisionsDue: nStr,
  Notes: str,
  Username: str,
  Name: str,
  ChangedAt: str,
  AfterPublication: Type.Boolean(),
});
export type MinutesHistoryRow = Static<typeof MinutesHistoryRow>;
