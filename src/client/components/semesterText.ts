import { seasonOf } from '../../common/semesters';
import { translateKey } from '../i18n/i18n';

/**
 * A semester as screens name it: '2026 - Fall' in English, '2026 - Thu' in Vietnamese. The session is stored as the
 * admin typed it: the three the university uses (Fall, Spring, Summer) are said in the language in use, any other as
 * typed (common/semesters.ts). Callers render again on a language change (they read useTranslation).
 */
export function semesterText(year: number | string, session: number | string): string {
  return `${year} - ${sessionText(session)}`;
}

/** A stored session in the language in use when it is one of the seasons, else as typed. */
export function sessionText(session: number | string): string {
  const season = seasonOf(session);
  return season ? translateKey(`common.sessions.${season}`) : String(session);
}
