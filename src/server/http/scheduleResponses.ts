import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type * as Dto from '../../common/dto/schedule';
import { S } from './schema';

/** Response schemas of the defence schedule (routes/schedule; common/dto/schedule.ts), checked equal to the DTOs. */

const int = Type.Integer();
const str = Type.String();
const bool = Type.Boolean();
const nInt = S.nullable(int);
const nStr = S.nullable(str);
const row = S.row;
const list = Type.Array;

const boardRef = { Id: int, Name: str, Room: str, Date: str, StartTime: str, EndTime: str };
export const ScheduleBoardRef = row(boardRef);
export const ConflictRow = row({
  Kind: Type.Union([Type.Literal('lecturer'), Type.Literal('room'), Type.Literal('slotOutside'), Type.Literal('slotOverlap'), Type.Literal('projectTwice'), Type.Literal('student')]),
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
});
export const RunningOrderRow = row({
  ProjectId: int, ProjectName: str, CourseName: str, OrderNo: int, IntendTime: str, ProtectTime: int, End: str, GapBefore: int, Outside: bool,
});
export const BoardScheduleData = row({
  Board: row({ ...boardRef, SemesterId: int, Terminated: bool }),
  Lines: list(RunningOrderRow),
  Overrun: int,
  Conflicts: list(ConflictRow),
  SaveAnyway: bool,
});
export const ScheduleGridBoard = row({
  ...boardRef,
  SemesterId: int,
  SubjectId: int,
  SubjectName: str,
  Lecturers: list(row({ Id: int, Name: str })),
  Projects: list(row({ Id: int, Name: str, Start: str, End: str, Students: list(row({ Id: int, Code: str, Name: str })) })),
  ConflictCount: int,
});
export const MyScheduleData = row({ Role: Type.Union([Type.Literal('teach'), Type.Literal('std')]), Boards: list(ScheduleGridBoard), TimeZone: str });
/** the import: {status, message, data: {boards, slots}}, or refused with data: {errors: [{row, field, message}]} */
export const ScheduleImported = S.envelope(
  row({ boards: Type.Optional(int), slots: Type.Optional(int), errors: Type.Optional(list(row({ row: int, field: str, message: str }))) }),
);
export const FeedStatus = row({ Active: bool, CreatedAt: nStr, Url: nStr });

/** The fields a schedule refusal or a saved-anyway answer adds to an envelope (HTTP 200, inner 409 when refused). */
const conflictFields = { conflicts: Type.Optional(list(ConflictRow)), warnings: Type.Optional(list(ConflictRow)), saveAnyway: Type.Optional(bool) };

/** An answer of a route that changes the schedule: its envelope plus the named conflicts. */
export function withConflicts<P extends TProperties>(schema: TObject<P>) {
  return Type.Object({ ...schema.properties, ...conflictFields });
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <_T extends true>() => undefined;
same<Same<Static<typeof ConflictRow>, Dto.ConflictRow>>();
same<Same<Static<typeof BoardScheduleData>, Dto.BoardScheduleData>>();
same<Same<Static<typeof ScheduleGridBoard>, Dto.ScheduleGridBoard>>();
same<Same<Static<typeof MyScheduleData>, Dto.MyScheduleData>>();
same<Same<Static<typeof FeedStatus>, Dto.FeedStatus>>();
