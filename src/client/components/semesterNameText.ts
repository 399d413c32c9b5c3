import { seasonYearOf } from '../../common/semesterNames';
import { translateKey } from '../i18n/i18n';

/** A semester name the server made as "Fall 2026" (analytics): its season in the language in use, any other name as it is. */
export function semesterNameText(name: string): string {
  const parts = seasonYearOf(name);
  return parts ? `${translateKey(`common.sessions.${parts.season}`)} ${parts.year}` : name;
}
