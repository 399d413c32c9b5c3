import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { ScheduleGridBoard } from '../../../../common/contract/schedule';
import { formatDate } from '../../../../common/format';
import { fromMinutes } from '../../../../common/schedule/time';
import { useTranslation } from '../../../i18n/i18n';
import { BoardCard } from './BoardCard';
import { hoursOf, lanesOf, rowsOf, STEP } from './scheduleLayout';
import { useOverflows } from './useOverflows';

const ROW_HEIGHT = 18;

/**
 * One day of the Schedule: rooms as columns, time down the side, each board a block over its hours (a link to the
 * board page, where its running order is fixed). Wider than a phone: the grid scrolls sideways in its own region,
 * which the keyboard can reach, and says so above it (a room out of sight is otherwise never suspected); printed, it
 * is shown whole.
 */
export function DayGrid({ date, rooms, boards }: { date: string; rooms: readonly string[]; boards: readonly ScheduleGridBoard[] }) {
  const { t, language } = useTranslation();
  const { from, to } = hoursOf(boards);
  const rows = (to - from) / STEP;
  const title = `schedule-day-${date}`;
  const lanes = lanesOf(boards);
  const region = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(region);
  const hintId = `${title}-scroll`;
  const weekday = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return (
    <Box component="section" aria-labelledby={title} className="print-keep" sx={{ mb: 3 }}>
      <Typography id={title} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {weekday} {formatDate(date, language)}
      </Typography>
      {boards.length === 0 ? (
        <Typography variant="body2">{t('schedule.grid.noBoardsDay')}</Typography>
      ) : (
        <>
        {overflows && (
          <Typography id={hintId} variant="body2" className="no-print" data-testid="schedule-scroll-hint" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('schedule.grid.scrollRooms', { count: rooms.length })} <span aria-hidden="true">→</span>
          </Typography>
        )}
        <Box
          ref={region}
          role="region"
          aria-label={t('schedule.grid.dayRegion', { date: formatDate(date, language) })}
          aria-describedby={overflows ? hintId : undefined}
          tabIndex={0}
          sx={{
            overflowX: 'auto',
            // a shadow on the right edge while more rooms lie beyond it (covered once scrolled to the end)
            ...(overflows ? { background: 'linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 40px 100% no-repeat local, linear-gradient(to left, rgba(0,0,0,0.18), rgba(0,0,0,0)) right / 14px 100% no-repeat scroll, #fff' } : {}),
            '@media print': { overflow: 'visible' },
          }}
        >
          <Box
            data-testid="schedule-grid"
            sx={{
              display: 'grid',
              gridTemplateColumns: `56px repeat(${rooms.length}, minmax(150px, 1fr))`,
              gridTemplateRows: `auto repeat(${rows}, ${ROW_HEIGHT}px)`,
              minWidth: 56 + rooms.length * 150,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {rooms.map((room, i) => (
              <Box key={room} sx={{ gridColumn: i + 2, gridRow: 1, p: 0.5, fontWeight: 600, borderBottom: 1, borderLeft: 1, borderColor: 'divider', textAlign: 'center' }}>
                {t('schedule.room', { room })}
              </Box>
            ))}
            {Array.from({ length: rows / (60 / STEP) }, (_, h) => (
              <Box key={h} sx={{ gridColumn: 1, gridRow: `${h * (60 / STEP) + 2} / span ${60 / STEP}`, px: 0.5, fontSize: 12, borderTop: 1, borderColor: 'divider' }}>
                {fromMinutes(from + h * 60)}
              </Box>
            ))}
            {boards.map((b) => {
              const { start, end } = rowsOf(b, from);
              const { lane, lanes: of } = lanes.get(b.Id) ?? { lane: 0, lanes: 1 };
              return (
                <BoardCard
                  key={b.Id}
                  board={b}
                  view="day"
                  sx={{ gridColumn: rooms.indexOf(b.Room) + 2, gridRow: `${start} / ${end}`, m: '1px', ml: `calc(${(100 * lane) / of}% + 1px)`, width: `calc(${100 / of}% - 2px)` }}
                />
              );
            })}
          </Box>
        </Box>
        </>
      )}
    </Box>
  );
}
