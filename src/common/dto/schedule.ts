import type { ConflictKind } from '../schedule/conflicts';

/** Rows of the defence schedule (routes/schedule, domain/schedule; client features/schedule). */

export interface ScheduleBoardRef {
  Id: number;
  Name: string;
  Room: string;
  Date: string;
  StartTime: string;
  EndTime: string;
}

/** One conflict, named: who or which room, which boards, when (Text is the English sentence the server says). */
export interface ConflictRow {
  Kind: ConflictKind;
  Date: string;
  SemesterId: number;
  Boards: ScheduleBoardRef[];
  Projects: Array<{ Id: number; Name: string; Start: string; End: string }>;
  LecturerId: number | null;
  LecturerName: string | null;
  StudentId: number | null;
  StudentName: string | null;
  StudentCode: string | null;
  Room: string | null;
  Text: string;
}

/** A line of a board's running order. */
export interface RunningOrderRow {
  ProjectId: number;
  ProjectName: string;
  CourseName: string;
  OrderNo: number;
  IntendTime: string;
  ProtectTime: number;
  End: string;
  GapBefore: number;
  Outside: boolean;
}

export interface BoardScheduleData {
  Board: ScheduleBoardRef & { SemesterId: number; Terminated: boolean };
  Lines: RunningOrderRow[];
  Overrun: number;
  Conflicts: ConflictRow[];
  SaveAnyway: boolean;
}

/** A board block of the Schedule grid, or a lecturer's / student's defence. */
export interface ScheduleGridBoard extends ScheduleBoardRef {
  SemesterId: number;
  SubjectId: number;
  SubjectName: string;
  Lecturers: Array<{ Id: number; Name: string }>;
  Projects: Array<{ Id: number; Name: string; Start: string; End: string; Students: Array<{ Id: number; Code: string; Name: string }> }>;
  ConflictCount: number;
}

export interface MyScheduleData {
  Role: 'teach' | 'std';
  Boards: ScheduleGridBoard[];
  TimeZone: string;
}

export interface FeedStatus {
  Active: boolean;
  CreatedAt: string | null;
  /** only right after generating: the secret address is shown once */
  Url: string | null;
}
