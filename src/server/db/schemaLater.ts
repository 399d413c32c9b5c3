import type { Generated } from 'kysely';

/*
 * The tables added after the first release: the audit log, comments and minutes, calendar feeds (their
 * migrations name them). Part of schema.ts's Database.
 */

/** One audited event (migration 005_audit; domain/audit.ts). Never holds a password, token or hash. */
export interface AuditLogTable {
  Id: Generated<number>;
  /** ISO 8601 UTC */
  At: string;
  /** the actor; null for a failed login of an unknown username */
  AccountId: number | null;
  Username: string | null;
  Role: string | null;
  /** e.g. `login`, `login.failed`, `logout`, `semester.create`, `project.publish`, `student.delete` */
  Action: string;
  TargetKind: string | null;
  TargetId: number | null;
  Detail: string | null;
  /** the client address (request.ip: honours X-Forwarded-For only with TRUST_PROXY) */
  Address: string;
  /** `ok`, `refused` (a business or validation refusal), `denied` (401/403), `error` */
  Outcome: string;
  /** how many times the event happened (a refusal repeated within its minute; migration 016_audit_refusals) */
  Count: Generated<number>;
  /** minute + account + route of a refusal (unique), NULL for every other row */
  RefusalKey: string | null;
}

/** A lecturer's comment (migration 013_words): StudentInProjectId 0 = on the project, ScoreColumnId 0 = general. */
export interface MarkCommentTable {
  Id: Generated<number>;
  ProjectId: number;
  LectureInBoardId: number;
  StudentInProjectId: number;
  ScoreColumnId: number;
  Text: string;
  Version: Generated<number>;
  UpdatedAt: string;
}

/** Every change of a comment: who, when, old and new text. */
export interface CommentHistoryTable {
  Id: Generated<number>;
  ProjectId: number;
  LectureInBoardId: number;
  StudentInProjectId: number;
  ScoreColumnId: number;
  OldText: string | null;
  NewText: string;
  ChangedBy: number;
  ChangedAt: string;
}

/** The board's record of one project's defence: decision, required revisions, secretary's notes. */
export interface BoardMinutesTable {
  Id: Generated<number>;
  ProjectId: number;
  BoardId: number;
  /** 'pass' | 'revisions' | 'fail', null until decided */
  Decision: string | null;
  Revisions: string;
  /** when the required revisions are due, 'YYYY-MM-DD' (migration 026) */
  RevisionsDue: string | null;
  Notes: string;
  Version: Generated<number>;
  UpdatedBy: number;
  UpdatedAt: string;
}

/** Every version of a project's minutes (migration 026): AfterPublication 1 when written after the project was published. */
export interface MinutesHistoryTable {
  Id: Generated<number>;
  ProjectId: number;
  BoardId: number;
  Version: number;
  Decision: string | null;
  Revisions: string;
  RevisionsDue: string | null;
  Notes: string;
  ChangedBy: number;
  ChangedAt: string;
  AfterPublication: number;
}

/** A secret calendar-feed address of one account (migration 014_schedule): only the token's SHA-256 is stored. */
export interface CalendarFeedTable {
  AccountId: number;
  TokenHash: string;
  CreatedAt: string;
}

/** A table's version, raised by triggers on every change (migration 018_student_version: the row 'student'). */
export interface DataVersionTable {
  Name: string;
  Version: number | string;
}

/** An account's link to its person at the OpenID Connect provider (migration 032_identity_links). */
export interface IdentityLinkTable {
  AccountId: number;
  Issuer: string;
  Subject: string;
  /** the verified address the link was made or last used with (shown to the admin) */
  Email: string | null;
  LinkedAt: string;
  LastSignInAt: string;
}
