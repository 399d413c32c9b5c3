import type { Access } from '../../../src/server/http/guard';

/**
 * The expected-access table (design.md section 5). Every /api route in app.routeRegistry MUST have an
 * entry here, keyed "METHOD /api/path/:param" exactly as registered: the access-matrix test fails for a
 * route without one (so a new route forces someone to decide who may call it) and for an entry whose
 * route no longer exists.
 *
 * Each route is called as five callers (demo accounts, seed/demoData.ts):
 *  - anonymous    no token
 *  - student      student1 (student Id 1; in courses 1 and 3, projects 1 and 5)
 *  - lecturerOn   the lecturer who owns / sits on what the route's ids point at (default lecturer1:
 *                 lecturer Id 1, owns courses 1 and 3, seats lib 1 on board 1 and lib 5 on board 3)
 *  - lecturerOff  a lecturer who does not (default lecturer3: boards 2 and 3 only, owns course 4)
 *  - admin        admin
 * and the answer must be in the expected class:
 *  - 401 / 403    exactly that HTTP status (the guard refused the role)
 *  - 404          the record is not the caller's: answered exactly like a record that does not exist
 *                 (lecturers and students cannot tell which ids exist)
 *  - 'ok'         the handler ran and answered: any status below 500 other than 401 and 403
 *                 (success, or a domain answer such as 400/404/409 or a refusal inside HTTP 200)
 *
 * Default path ids (PARAMS) point at board 1 / project 1 / course 1 / lecturer-in-board 1 — all
 * lecturer1's — unless an entry overrides them. Delete routes point at rows that others depend on, so
 * the matrix run refuses them (409) and keeps the demo data intact for the following routes.
 */
export type Caller = 'anonymous' | 'student' | 'lecturerOn' | 'lecturerOff' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'student', 'lecturerOff', 'lecturerOn', 'admin'];
export type Outcome = 'ok' | 401 | 403 | 404;
export type Lecturer = 'lecturer1' | 'lecturer2' | 'lecturer3';

export interface MatrixEntry {
  /** the access the route must declare (a silent change of the declaration fails the test) */
  access: Access;
  expect: Record<Caller, Outcome>;
  /** path parameter values (merged over PARAMS) */
  params?: Record<string, number | string>;
  /** a well-formed body for POST/PUT */
  body?: unknown;
  /** override who is "on" / "off" for this route */
  on?: Lecturer;
  off?: Lecturer;
  /** body fields stored verbatim (the fuzz test checks they round-trip byte-for-byte) */
  texts?: string[];
  /** the fuzz test skips nothing, but may call a route as another role than the default */
  note?: string;
  /** the route ends sessions (logout, an admin ending an account's sessions): callers log in afresh around it */
  endsSessions?: true;
}

export const PARAMS: Record<string, number> = {
  id: 1,
  userId: 1,
  subjectId: 1,
  semesterId: 2,
  courseId: 1,
  projectId: 1,
  boardId: 1,
  templateId: 101,
  studentId: 1,
  stdinprjId: 1,
  lecturerInBoardId: 1,
  lectureinboardId: 1,
};

export const A = (anonymous: Outcome, student: Outcome, lecturerOn: Outcome, lecturerOff: Outcome, admin: Outcome): Record<Caller, Outcome> => ({
  anonymous,
  student,
  lecturerOn,
  lecturerOff,
  admin,
});

/** anyone, no token needed */
export const PUBLIC = A('ok', 'ok', 'ok', 'ok', 'ok');
/** any signed-in user (reference lists) */
export const SIGNED_IN = A(401, 'ok', 'ok', 'ok', 'ok');
/** the admin only */
export const ADMIN = A(401, 403, 403, 403, 'ok');
/** the admin, or the lecturer who owns / sits on it (another lecturer: 404, as for an unknown id) */
export const LECTURER_OWN_OR_ADMIN = A(401, 403, 'ok', 404, 'ok');
/** only the lecturer who owns it (writes through its own seat; another lecturer: 404) */
export const LECTURER_OWN = A(401, 403, 'ok', 404, 403);
/** the admin, or the student it belongs to */
export const STUDENT_OWN_OR_ADMIN = A(401, 'ok', 403, 403, 'ok');
/** only the student it belongs to */
export const STUDENT_OWN = A(401, 'ok', 403, 403, 403);

export const admin = ['admin'] as const;
export const teachAdmin = ['teach', 'admin'] as const;
export const adminTeach = ['admin', 'teach'] as const;

/** "METHOD /api/path" of a registered route. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The URL with its :params filled from the entry (then PARAMS); unknown names get 1. */
export function fillPath(url: string, entry: MatrixEntry | undefined): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => String(entry?.params?.[name] ?? PARAMS[name] ?? 1))
    .replace(/\*$/, () => String(entry?.params?.['*'] ?? 'index.html'));
}

/** Stack traces and source paths that must never appear in a response body. */
export const STACK_TRACE = /\n\s+at\s|\bat [\w.<>]+ \(|[\w/\\-]+\.(?:ts|js):\d+|node_modules|\/src\/server\//;
/** Secrets that must never appear in a response body. */
export const SECRET = /PasswordHash|\$argon2|"password"\s*:\s*"/i;
