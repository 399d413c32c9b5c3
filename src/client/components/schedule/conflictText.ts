import type { ConflictRow } from '../../../common/contract/schedule';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/languages';
import type { Translate } from '../../i18n/i18n';

/** Who or what clashes, in the language in use (the server's English sentence stays on the wire). */
export function conflictSubject(c: ConflictRow, t: Translate): string {
  if (c.LecturerName) return t('schedule.conflictList.lecturer', { name: c.LecturerName });
  if (c.StudentName) return t('schedule.conflictList.student', { name: c.StudentName, code: c.StudentCode ?? '' });
  if (c.Room) return t('schedule.room', { room: c.Room });
  return c.Projects.map((p) => p.Name).join(', ');
}

/** One line per conflict: its kind, who or where, and the boards with their hours. */
export function conflictLine(c: ConflictRow, t: Translate, language: Language): string {
  const boards = c.Boards.map((b) => `${b.Name} (${b.StartTime}–${b.EndTime})`).join(', ');
  return `${t(`schedule.conflictList.kinds.${c.Kind}`)}: ${conflictSubject(c, t)} — ${formatDate(c.Date, language)} — ${boards}`;
}
