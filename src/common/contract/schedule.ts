import { Type, type Static } from '@sinclair/typebox';
import { CONFLICT_KINDS } from '../schedule/conflicts';
import { boardSitting, bool, int, list, nInt, nStr, opt, params, row, str } from './kit';

/** Rows of the defence schedule (routes/schedule, domain/schedule; client features/schedule). */

const boardRef = { Id: int, Name: str, ...boardSitting };
export const ScheduleBoardRef = row(boardRef);
export type ScheduleBoardRef = Static<typeof ScheduleBoardRef>;

/** One conflict, named: who or which room, which boards, when (Text is the English sentence the server says). */
export const ConflictRow = row({
  Kind: Type.Union(CONFLICT_KINDS.map((k) => Type.Literal(k))),
  Date: str,
  SemesterId: int,
  Boards: list(ScheduleBoardRef),
  Projects: list(row({ Id: int, Name: str, Start: str, End: str })),
  LecturerId: nInt,
  LecturerName: nStr,
  StudentId: nInt,
  StudentName: nStr,
  StudentCode: nStr,
  Room: nStr,
  Text: str,
  /** the sentence's message code and variables (common/messages/en.ts): the client says it in its language */
  Code: opt(str),
  Params: opt(params),
});
export type ConflictRow = Static<typeof ConflictRow>;

/** A line of a board's running order. */
export const RunningOrderRow = row({
  ProjectId: int, ProjectName: str, CourseName: str, OrderNo: int, IntendTime: str, ProtectTime: int, End: str, GapBefore: int, Outside: bool,
});
export type RunningOrderRow = Static<typeof RunningOrderRow>;

export const BoardScheduleData = row({
  Board: row({ ...boardRef, SemesterId: int, Terminated: bool }),
  Lines: list(RunningOrderRow),
  Overrun: int,
  Conflicts: list(ConflictRow),
  SaveAnyway: bool,
});
export type BoardScheduleData = Static<typeof BoardScheduleData>;

/** A board block of the Schedule grid, or a lecturer's / student's defence. */
export const ScheduleGridBoard = row({
  ...boardRef,
  SemesterId: int,
  SubjectId: int,
  SubjectName: str,
  Lecturers: list(row({ Id: int, Name: str })),
  Projects: list(row({ Id: int, Name: str, Start: str, End: str, Students: list(row({ Id: int, Code: str, Name: str })) })),
  ConflictCount: int,
});
export type ScheduleGridBoard = Static<typeof ScheduleGridBoard>;

export const MyScheduleData = row({ Role: Type.Union([Type.Literal('teach'), Type.Literal('std')]), Boards: list(ScheduleGridBoard), TimeZone: str });
export type MyScheduleData = Static<typeof MyScheduleData>;

/** Url: only right after generating (the secret address is shown once). */
export const FeedStatus = row({ Active: bool, CreatedAt: nStr, Url: nStr });
export type FeedStatus = Static<typeof FeedStatus>;

/** The nearest time the refused board or slot fits on its day without a new conflict ('HH:MM'). */
export const FreeSlot = row({ Date: str, Start: str, End: str });
export type FreeSlot = Static<typeof FreeSlot>;

/** The fields a schedule refusal or a saved-anyway answer adds to an envelope (HTTP 200, inner 409 when refused). */
export const conflictFields = { conflicts: Type.Optional(list(ConflictRow)), warnings: Type.Optional(list(ConflictRow)), saveAnyway: Type.Optional(bool), nextFree: Type.Optional(FreeSlot) };
