/**
 * The kinds of e-mail a person chooses about (the /user page and the server's outbox): each immediately, in a
 * daily digest, or not at all. Password-reset and test mails are not a choice.
 */
export const MAIL_KINDS = ['board', 'schedule', 'reminder', 'results', 'minutes'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_MODES = ['now', 'daily', 'off'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** Board assignment and schedule changes right away, reminders in the daily digest. */
export const DEFAULT_MAIL_MODE: Record<MailKind, MailMode> = {
  board: 'now',
  schedule: 'now',
  reminder: 'daily',
  results: 'now',
  minutes: 'now',
};

export const isMailKind = (v: unknown): v is MailKind => typeof v === 'string' && (MAIL_KINDS as readonly string[]).includes(v);
export const isMailMode = (v: unknown): v is MailMode => typeof v === 'string' && (MAIL_MODES as readonly string[]).includes(v);

/** A plain e-mail address (what forms and imports accept; the server stores it trimmed, as typed). */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const EMAIL_MAX = 254;
