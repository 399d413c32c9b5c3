import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduleGridBoard } from '../../../../common/contract/schedule';
import { formatDate } from '../../../../common/format';
import { toMinutes } from '../../../../common/schedule/time';
import { useTranslation } from '../../../i18n/i18n';
import { BoardCard } from './BoardCard';

/**
 * A week of the Schedule at a glance: a column per day that has a board (a row of columns on a wide screen, one under
 * another on a phone), each board a short card in time order — its hours, room, subject, lecturers, projects and
 * conflicts — instead of seven full-height day grids. The day view keeps the grid of rooms and times.
 */
export function WeekGrid({ days, boards }: { days: readonly string[]; boards: readonly ScheduleGridBoard[] }) {
  const { t, language } = useTranslation();
  const weekday = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { weekday: 'long', timeZone: 'UTC' });
  const shown = days.filter((d) => boards.some((b) => b.Date === d));
  return (
    <Box
      role="region"
      aria-label={t('schedule.grid.weekRegion', { date: formatDate(days[0] ?? '', language) })}
      data-testid="schedule-week"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }, alignItems: 'start' }}
    >
      {shown.map((day) => {
        const title = `schedule-week-${day}`;
        const ofDay = boards.filter((b) => b.Date === day).sort((a, b) => toMinutes(a.StartTime) - toMinutes(b.StartTime) || a.Room.localeCompare(b.Room, undefined, { numeric: true }));
        return (
          <Box key={day} component="section" aria-labelledby={title} className="print-keep" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography id={title} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {weekday.format(new Date(`${day}T00:00:00Z`))} {formatDate(day, language)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {ofDay.map((b) => (
                <BoardCard key={b.Id} board={b} view="week" />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
