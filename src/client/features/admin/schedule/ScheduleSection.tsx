import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useGetScheduleGridQuery } from '../../../api/scheduleApi';
import { useGetSemestersQuery } from '../../../api/semesterApi';
import { useTranslation } from '../../../i18n/i18n';
import { DayGrid } from './DayGrid';
import { WeekGrid } from './WeekGrid';
import { addDays, daysOf, firstDay, lecturersOf, roomsOf, subjectsOf, type ScheduleView } from './scheduleLayout';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { ScheduleXlsxImport } from '../common/ScheduleXlsxImport';
import { semesterText } from '../../../components/semesterText';

const ALL = '';
const today = () => new Date().toISOString().slice(0, 10);

/** The semester of today, else the newest one. */
function currentSemester(rows: ReadonlyArray<{ Id: number; StartTime: string; EndTime: string } | undefined>, day: string): number | null {
  const all = rows.filter((r) => r !== undefined).sort((a, b) => b.StartTime.localeCompare(a.StartTime));
  return (all.find((s) => s.StartTime.slice(0, 10) <= day && day <= s.EndTime.slice(0, 10)) ?? all[0])?.Id ?? null;
}

/**
 * The admin's Schedule: a day as blocks by room and time, or a compact week (a column of cards per day), filtered by semester, room,
 * subject and lecturer (rooms, subjects and lecturers are those of the semester's boards, so the screen asks the server twice at most).
 * Printing shows the grid alone (components/printStyles.ts hides the menus, the filters carry `no-print`).
 */
export default function ScheduleSection() {
  const { t } = useTranslation();
  const semesters = useGetSemestersQuery();
  const [semesterId, setSemesterId] = useState<number | null>(null);
  const semester = semesterId ?? currentSemester(semesters.data ? Object.values(semesters.data.entities) : [], today());
  const grid = useGetScheduleGridQuery({ semesterId: Number(semester) }, { skip: semester === null });
  const [view, setView] = useState<ScheduleView>('day');
  const [date, setDate] = useState<string | null>(null);
  const [room, setRoom] = useState(ALL);
  const [lecturer, setLecturer] = useState(ALL);
  const [subject, setSubject] = useState(ALL);
  const boards = useMemo(() => grid.data ?? [], [grid.data]);
  const shown = useMemo(
    () =>
      boards.filter(
        (b) =>
          (room === ALL || b.Room === room) &&
          (subject === ALL || String(b.SubjectId) === subject) &&
          (lecturer === ALL || b.Lecturers.some((l) => String(l.Id) === lecturer)),
      ),
    [boards, room, subject, lecturer],
  );
  const day = date ?? firstDay(boards, today());
  const days = daysOf(view, day);
  // the rooms of the days in view, so a printed day has no empty columns
  const rooms = roomsOf(shown.filter((b) => days.includes(b.Date)));

  if (semesters.isLoading) return <CircularProgress aria-label={t('schedule.grid.title')} />;
  if (semesters.isError) return <Alert severity="error">{t('schedule.loadError')}</Alert>;
  const semesterRows = semesters.data ? semesters.data.ids.map((id) => semesters.data!.entities[id]!) : [];
  if (semesterRows.length === 0) return <Alert severity="info">{t('schedule.grid.noSemester')}</Alert>;
  const step = view === 'day' ? 1 : 7;

  return (
    <Box component="section" aria-labelledby="schedule-title">
      <Typography id="schedule-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('schedule.grid.title')}
      </Typography>
      <Stack className="no-print" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }} useFlexGap>
        <TextField
          select
          size="small"
          label={t('schedule.grid.semester')}
          value={String(semester)}
          onChange={(e) => {
            setSemesterId(Number(e.target.value));
            setDate(null);
            setRoom(ALL);
            setLecturer(ALL);
            setSubject(ALL);
          }}
          sx={{ minWidth: 180 }}
        >
          {semesterRows.map((s) => (
            <MenuItem key={s.Id} value={String(s.Id)}>
              {semesterText(s.Year, s.Session)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('schedule.grid.room')} value={room} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} onChange={(e) => setRoom(e.target.value)} sx={{ minWidth: 140 }}>
          <MenuItem value={ALL}>{t('schedule.grid.all')}</MenuItem>
          {roomsOf(boards).map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('schedule.grid.subject')} value={subject} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} onChange={(e) => setSubject(e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value={ALL}>{t('schedule.grid.all')}</MenuItem>
          {subjectsOf(boards).map((s) => (
            <MenuItem key={s.Id} value={String(s.Id)}>
              {s.Name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('schedule.grid.lecturer')} value={lecturer} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} onChange={(e) => setLecturer(e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value={ALL}>{t('schedule.grid.all')}</MenuItem>
          {lecturersOf(boards).map((l) => (
            <MenuItem key={l.Id} value={String(l.Id)}>
              {l.Name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('schedule.grid.date')}
          value={day}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: ScheduleView | null) => v && setView(v)} aria-label={t('schedule.grid.view')}>
          <ToggleButton value="day">{t('schedule.grid.day')}</ToggleButton>
          <ToggleButton value="week">{t('schedule.grid.week')}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => setDate(addDays(day, -step))}>
            {t(view === 'day' ? 'schedule.grid.previousDay' : 'schedule.grid.previousWeek')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDate(addDays(day, step))}>
            {t(view === 'day' ? 'schedule.grid.nextDay' : 'schedule.grid.nextWeek')}
          </Button>
          <Button size="small" variant="contained" onClick={() => window.print()}>
            {t('schedule.grid.print')}
          </Button>
          {semester !== null && <XlsxExportButton path={`/export/schedule.xlsx?semester=${semester}`} fileName={`schedule-${semester}.xlsx`} variant="outlined" />}
          {semester !== null && <ScheduleXlsxImport semesterId={Number(semester)} />}
        </Stack>
      </Stack>
      {/* the grid's loading and failure show below the filters, so that an open dialog (an import) stays open through a refetch that fails */}
      {grid.isLoading && <CircularProgress aria-label={t('schedule.grid.title')} />}
      {grid.isError && <Alert severity="error">{t('schedule.loadError')}</Alert>}
      {grid.isSuccess && boards.length === 0 && <Alert severity="info">{t('schedule.grid.noBoards')}</Alert>}
      {grid.isSuccess && boards.length > 0 && view === 'day' && <DayGrid date={day} rooms={rooms} boards={shown.filter((b) => b.Date === day)} />}
      {grid.isSuccess && boards.length > 0 && view === 'week' && rooms.length > 0 && <WeekGrid days={days} boards={shown.filter((b) => days.includes(b.Date))} />}
      {grid.isSuccess && boards.length > 0 && view === 'week' && rooms.length === 0 && (
        <Typography>{t('schedule.grid.noBoardsWeek')}</Typography>
      )}
    </Box>
  );
}
