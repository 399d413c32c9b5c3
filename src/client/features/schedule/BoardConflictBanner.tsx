import Alert from '@mui/material/Alert';
import { useGetBoardScheduleQuery } from '../../api/scheduleApi';
import { useTranslation } from '../../i18n/i18n';
import { useSessionUser } from '../../state/hooks';
import { conflictLine } from '../../components/schedule/conflictText';

/**
 * The warning on a board's page while it has open schedule conflicts (kept by "save anyway" or an import): each one
 * named, so whoever opens the board sees it without opening the running order. The schedule is the admin's.
 */
export function BoardConflictBanner({ boardId }: { boardId: number }) {
  const { t, language } = useTranslation();
  const admin = useSessionUser()?.role === 'admin';
  const { data } = useGetBoardScheduleQuery(boardId, { skip: !admin });
  if (!data || data.Conflicts.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="board-conflicts">
      {t('schedule.saveAnyway.banner')}
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {data.Conflicts.map((c) => (
          <li key={`${c.Kind}|${c.Text}`}>{conflictLine(c, t, language)}</li>
        ))}
      </ul>
    </Alert>
  );
}
