import { Type, type Static } from '@sinclair/typebox';
import { int, list, nStr, row, str } from './kit';

/** E-mail: the own address and choices (/user), the outbox (admin). */

const mode = Type.Union([Type.Literal('now'), Type.Literal('daily'), Type.Literal('off')]);

/** Each kind's mode (common/mailKinds.ts). */
export const MailPreferences = Type.Object({ board: mode, schedule: mode, reminder: mode, results: mode, minutes: mode });
export type MailPreferences = Static<typeof MailPreferences>;

/** GET /account/mail: where the account's mail goes and what it receives. */
export const MyMail = row({ Address: str, Preferences: MailPreferences });
export type MyMail = Static<typeof MyMail>;

/** PUT /account/mail body: the kinds to change. */
export const MailPreferencesBody = Type.Partial(Type.Object({ board: mode, schedule: mode, reminder: mode, results: mode, minutes: mode }, { additionalProperties: false }));
export type MailPreferencesBody = Static<typeof MailPreferencesBody>;

/** One outbox row as the admin's screen lists it (never its body: a reset link stays in the mail). */
export const OutboxEntry = row({
  Id: int,
  Kind: str,
  To: str,
  Username: nStr,
  Subject: str,
  Status: str,
  Attempts: int,
  CreatedAt: str,
  DueAt: str,
  SentAt: nStr,
  LastReply: nStr,
});
export type OutboxEntry = Static<typeof OutboxEntry>;

export const OutboxList = row({ Rows: list(OutboxEntry), Waiting: int, Failed: int, Mode: str });
export type OutboxList = Static<typeof OutboxList>;

/** POST /mail/test body. */
export const MailTestBody = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false });

/** POST /password/forgot body: the login screen's role and the username typed. */
export const ForgotPasswordBody = Type.Object(
  { role: Type.Union([Type.Literal('std'), Type.Literal('teach'), Type.Literal('admin')]), username: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** POST /password/reset body: the link's token and the new password. */
export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
