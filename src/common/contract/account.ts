import { Type, type Static } from '@sinclair/typebox';
import { bool, envelope, int, list, num, opt, row, str } from './kit';

/** Signing in, the public settings the screens need, and the own password (api.md "Login"; beyond the spec). */

/** The signed-in user as a login answers it; mustChangePassword after an admin reset; language: the account's choice. */
export const LoginUser = row({
  id: int,
  username: str,
  role: Type.Union([Type.Literal('admin'), Type.Literal('std'), Type.Literal('teach')]),
  name: str,
  mustChangePassword: bool,
  language: opt(str),
});
export type LoginUser = Static<typeof LoginUser>;

/** POST /loginstudent, /loginteacher, /loginadmin: `{token?, data: {status, message, data?: [user]}}`. */
export const LoginAnswer = row({ token: opt(str), data: envelope(list(LoginUser)) });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** GET /config (public): what the screens show before or beside any data (`{status: 200, data}`). */
/** timeZone: the university's (TIME_ZONE): every time on screen is shown in it (common/format.ts formatInstant). */
export const PublicConfig = row({ emailDomain: str, passMark: num, timeZone: str });
export type PublicConfig = Static<typeof PublicConfig>;

const password = Type.String({ minLength: 1, maxLength: 200 });
/** PUT /account/password body. */
export const ChangePasswordBody = Type.Object({ currentPassword: password, newPassword: password }, { additionalProperties: false });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** A password change or reset: the temporary password only when the server generated one (answered once). */
export const PasswordChanged = envelope(row({ temporaryPassword: opt(str) }));
