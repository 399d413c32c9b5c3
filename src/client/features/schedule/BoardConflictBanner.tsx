import Alert from '@mui/material/Alert';
import type { ConflictRow } from '../../../common/contract/schedule';
import { useTranslation } from '../../i18n/i18n';
import { conflictLine } from '../../components/schedule/conflictText';

/**
 * The warning of a board's running order while the board has open schedule conflicts (kept by "save anyway" or an
 * import): each one named in the chosen language. It lives in the Running order tab, which loads the board's
 * schedule, so the board page's first load stays one call.
 */
export function BoardConflictBanner({ conflicts }: { conflicts: readonly ConflictRow[] }) {
  const { t, language } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="board-conflicts">
      {t('schedule.saveAnyway.banner')}
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {conflicts.map((c) => (
          <li key={`${c.Kind}|${c.Text}`}>{conflictLine(c, t, language)}</li>
        ))}
      </ul>
    </Alert>
  );
}
