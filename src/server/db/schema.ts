import type { Generated } from 'kysely';
import type { AuditLogTable, MarkCommentTable, CommentHistoryTable, BoardMinutesTable, CalendarFeedTable, DataVersionTable, IdentityLinkTable, MinutesHistoryTable } from './schemaLater';
import type { MailOutboxTable, MailPreferenceTable, PasswordResetTable } from './schemaMail';

export type { AuditLogTable, MarkCommentTable, CommentHistoryTable, BoardMinutesTable, CalendarFeedTable } from './schemaLater';

/**
 * The data model. Columns are PascalCase like the API rows (spec section 3).
 * Scores are stored in hundredths (integers), percents in ten-thousandths (integers):
 * the grading math never touches a drifting float.
 */
export interface AccountTable {
  Id: Generated<number>;
  Username: string;
  /** lower-cased username: unique across every account */
  UsernameKey: string;
  PasswordHash: string;
  Role: 'admin' | 'std' | 'teach';
  /** 1 after an admin reset: the next login must choose a new password (migration 003_accounts_audit) */
  MustChangePassword: Generated<number>;
  /** 'en' | 'vi' chosen by the account, NULL until chosen (migration 008_language) */
  Language: string | null;
}

/** One signed-in session (migration 002): a token names it (`jti`); deleting the row ends the session. */
export interface SessionTable {
  /** random id carried in the token's `jti` */
  Id: string;
  AccountId: number;
  Role: 'admin' | 'std' | 'teach';
  /** the account's own student, lecturer or admin row */
  UserId: number;
  /** epoch milliseconds */
  CreatedAt: number;
  /** epoch milliseconds; refreshed at most every minute (idle timeout) */
  LastSeenAt: number;
  /** epoch milliseconds: the token's `exp` (absolute limit) */
  ExpiresAt: number;
}

/** Fixed-window counters shared by every server process (migration 002; auth/sharedWindows.ts): one window per key. */
export interface LoginThrottleTable {
  /** the logins' `pair:<address>|<username>`, `user:<username>`, `addr:<address>`; the password change's, reset's and
   * forgotten password's `change:…`, `reset:…`, `forgot:…`; the costly calls' `rate:<kind>:account <id>` or `rate:<kind>:address <ip>` */
  Key: string;
  /** epoch milliseconds */
  WindowStart: number;
  Count: number;
}

/** The live streams open on every process (migration 034; live/streams.ts): an account's are bounded across processes. */
export interface LiveStreamTable {
  /** random, given by the process that holds the stream */
  Id: string;
  AccountId: number;
  /** epoch milliseconds */
  OpenedAt: number;
  /** epoch milliseconds: the stream ends by then (its lifetime), so a dead process's rows stop counting */
  ExpiresAt: number;
}

export interface AdminTable {
  Id: Generated<number>;
  Name: string;
  AccountId: number;
}

export interface LecturerTable {
  Id: Generated<number>;
  Name: string;
  PhoneNumber: string;
  BirthDay: string | null;
  Address: string | null;
  AccountId: number;
  /** optional (migration 028_mail); blank: `<username>@EMAIL_DOMAIN` */
  Email: string | null;
}

export interface StudentTable {
  Id: Generated<number>;
  Code: string;
  Name: string;
  BirthDay: string | null;
  Address: string | null;
  AccountId: number;
  /** Name and Address folded for search (common/fold.ts); NULL NameFolded: not folded yet (migration 015) */
  NameFolded: string | null;
  AddressFolded: string | null;
  /** optional (migration 028_mail); blank: `<username>@EMAIL_DOMAIN` */
  Email: string | null;
}

export interface SemesterTable {
  Id: Generated<number>;
  Year: number;
  Session: string;
  StartTime: string;
  EndTime: string;
}

export interface SubjectTable {
  Id: Generated<number>;
  Name: string;
  Description: string;
}

export interface CourseTable {
  Id: Generated<number>;
  Name: string;
  SubjectId: number;
  SemesterId: number;
  LectureId: number;
}

export interface ProjectTable {
  Id: Generated<number>;
  Name: string;
  Notion: string;
  CourseId: number;
}

export interface TemplateTable {
  /** entered by the admin */
  Id: number;
  Name: string;
  SubjectId: number;
  ApplyDate: string;
  Status: Generated<number>;
}

export interface ScoreColumnTable {
  Id: Generated<number>;
  Name: string;
  /** fraction x 10000 (ten-thousandths) */
  PercentBp: number;
  TemplateId: number;
}

export interface BoardTable {
  Id: Generated<number>;
  Name: string;
  Room: string;
  StartTime: string;
  EndTime: string;
  Date: string;
  SemesterId: number;
  SubjectId: number;
  TemplateId: number;
  /** hundredths of a point (migration 007_marking, default 200 = 2.00): lecturers' totals further apart are flagged */
  DisagreementThreshold: Generated<number>;
}

export interface LectureInBoardTable {
  Id: Generated<number>;
  TeacherId: number;
  BoardId: number;
  /** 'chair' | 'secretary' | 'member' (migration 013_words): the chair and the secretary write the minutes */
  Role: Generated<string>;
}

export interface ProjectInBoardTable {
  Id: Generated<number>;
  ProjectId: number;
  BoardId: number;
  IntendTime: string;
  OrderNo: number;
  ProtectTime: number;
}

export interface StudentInCourseTable {
  Id: Generated<number>;
  StudentId: number;
  CourseId: number;
}

export interface StudentInProjectTable {
  Id: Generated<number>;
  StudentId: number;
  ProjectId: number;
  /** the project's course, kept so that (StudentId, CourseId) is unique: one project per course */
  CourseId: number;
}

export interface ScoreTable {
  Id: Generated<number>;
  StudentInProjectId: number;
  LectureInBoardId: number;
  ScoreColumnId: number;
  /** hundredths: 725 = 7.25 */
  Score: number;
  Version: Generated<number>;
  UpdatedAt: string;
}

export interface ScoreHistoryTable {
  Id: Generated<number>;
  StudentInProjectId: number;
  LectureInBoardId: number;
  ScoreColumnId: number;
  OldScore: number | null;
  NewScore: number;
  ChangedBy: number;
  ChangedAt: string;
}

export interface PublishedProjectTable {
  Id: Generated<number>;
  ProjectId: number;
  BoardId: number;
  PublishedBy: number;
  PublishedAt: string;
}

export interface PublishedResultTable {
  Id: Generated<number>;
  ProjectId: number;
  StudentId: number;
  /** hundredths */
  Score: number;
  Result: number;
  /** the pass mark in force at publication, hundredths (migration 006): reads never use today's PASS_MARK */
  PassMark: number;
}

export interface Database {
  account: AccountTable;
  session: SessionTable;
  login_throttle: LoginThrottleTable;
  live_stream: LiveStreamTable;
  admin: AdminTable;
  lecturer: LecturerTable;
  student: StudentTable;
  semester: SemesterTable;
  subject: SubjectTable;
  course: CourseTable;
  project: ProjectTable;
  template: TemplateTable;
  score_column: ScoreColumnTable;
  board: BoardTable;
  lecture_in_board: LectureInBoardTable;
  project_in_board: ProjectInBoardTable;
  student_in_course: StudentInCourseTable;
  student_in_project: StudentInProjectTable;
  score: ScoreTable;
  score_history: ScoreHistoryTable;
  published_project: PublishedProjectTable;
  published_result: PublishedResultTable;
  audit_log: AuditLogTable;
  mark_comment: MarkCommentTable;
  comment_history: CommentHistoryTable;
  board_minutes: BoardMinutesTable;
  minutes_history: MinutesHistoryTable;
  calendar_feed: CalendarFeedTable;
  data_version: DataVersionTable;
  mail_outbox: MailOutboxTable;
  mail_preference: MailPreferenceTable;
  password_reset: PasswordResetTable;
  identity_link: IdentityLinkTable;
}
