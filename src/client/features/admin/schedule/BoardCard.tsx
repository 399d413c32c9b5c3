import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { ScheduleGridBoard } from '../../../../common/contract/schedule';
import { useTranslation } from '../../../i18n/i18n';

/**
 * A board on the Schedule: its name (a link to the board page), subject, lecturers, projects and conflicts, edged in
 * red when it has conflicts. In the week view an item of its day's list that starts with its hours and room; in the
 * day view a block already standing in its room's column and over its hours (`sx` places it), so it says its hours only.
 */
export function BoardCard({ board: b, view, sx }: { board: ScheduleGridBoard; view: 'day' | 'week'; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const week = view === 'week';
  const edge = b.ConflictCount > 0 ? 'error.main' : 'primary.main';
  const look = week
    ? { p: 0.75, fontSize: 13, borderRadius: 1, borderLeft: 4, borderColor: edge, bgcolor: 'action.hover' }
    : { p: 0.5, overflow: 'hidden', fontSize: 12, borderRadius: 1, border: 2, borderColor: edge, bgcolor: 'background.paper' };
  return (
    <Box component={week ? 'li' : 'div'} data-testid={week ? 'schedule-week-block' : 'schedule-block'} sx={[look, ...(Array.isArray(sx) ? sx : [sx])]}>
      {week && (
        <div>
          <strong>
            {b.StartTime}–{b.EndTime}
          </strong>{' '}
          · {t('schedule.room', { room: b.Room })}
        </div>
      )}
      <Link component={RouterLink} to={`/boarddetails/${b.Id}`} sx={{ fontWeight: 600 }}>
        {b.Name}
      </Link>
      {week ? (
        <div>{b.SubjectName}</div>
      ) : (
        <div>
          {b.StartTime}–{b.EndTime} · {b.SubjectName}
        </div>
      )}
      {b.Lecturers.length > 0 && <div>{b.Lecturers.map((l) => l.Name).join(', ')}</div>}
      <div>{t('schedule.grid.projects', { count: b.Projects.length })}</div>
      {b.ConflictCount > 0 && (
        <Box component="div" sx={{ color: 'error.dark', fontWeight: 600 }}>
          {t('schedule.grid.conflictCount', { count: b.ConflictCount })}
        </Box>
      )}
    </Box>
  );
}
