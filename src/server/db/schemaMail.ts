import type { Generated } from 'kysely';

/** The tables of e-mail (migration 028_mail; src/server/mail/). Part of schema.ts's Database. */

export type MailStatus = 'waiting' | 'sending' | 'sent' | 'failed';

/** One message to one address, written in the transaction of the change it tells about. */
export interface MailOutboxTable {
  Id: Generated<number>;
  /** mail/kinds.ts MailKind */
  Kind: string;
  /** the recipient's account (null for a test message to a typed address) */
  AccountId: number | null;
  ToAddress: string;
  Language: string;
  Subject: string;
  /** JSON of mail/compose.ts RenderedBody */
  Body: string;
  /** stable across retries and resends: `<outbox-id-random@host>` */
  MessageId: string;
  DedupeKey: string | null;
  /** 1: sent in the recipient's daily digest */
  Digest: Generated<number>;
  Status: Generated<MailStatus>;
  Attempts: Generated<number>;
  /** epoch milliseconds (bigint: PostgreSQL answers a string) */
  DueAt: number | string;
  ClaimedUntil: number | string | null;
  GiveUpAt: number | string;
  CreatedAt: string;
  SentAt: string | null;
  /** the mail server's last answer (or the error met) */
  LastReply: string | null;
}

export interface MailPreferenceTable {
  AccountId: number;
  Kind: string;
  /** 'now' | 'daily' | 'off' */
  Mode: string;
}

/** A forgotten-password link: only the token's SHA-256; single use, 30 minutes. */
export interface PasswordResetTable {
  TokenHash: string;
  AccountId: number;
  ExpiresAt: number | string;
  UsedAt: number | string | null;
}
