import Cookies from 'js-cookie';

/** The spec's cookies (section 3), all with path / and SameSite=Strict; `token` is HttpOnly and the server's alone. */
export type CookieName =
  | 'user'
  | 'course'
  | 'evaluation_id'
  | 'template_id'
  | 'lectureinboard_id'
  | 'project_id'
  | 'course_id';

const OPTIONS = { path: '/', sameSite: 'strict' as const };

export function setCookie(name: CookieName, value: string | number): void {
  Cookies.set(name, String(value), OPTIONS);
}

export function getCookie(name: CookieName): string | undefined {
  return Cookies.get(name);
}

export function setJsonCookie(name: CookieName, value: unknown): void {
  Cookies.set(name, JSON.stringify(value), OPTIONS);
}

export function getJsonCookie<T>(name: CookieName): T | null {
  const raw = Cookies.get(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Logout: removes every stored cookie (path /). */
export function removeAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
