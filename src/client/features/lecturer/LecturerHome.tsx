import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LecturerBoardRow, LecturerCourseRow } from '../../../common/contract/marking';
import { formatDate } from '../../../common/format';
import { todayIso } from '../../../common/timing';
import { t, useTranslation } from '../../i18n/i18n';
import { useGetLecturerCoursesQuery } from '../../api/courseApi';
import { useGetLecturerBoardsQuery } from '../../api/evalutionApi';
import { useChoose } from '../../state/selection/useSelection';
import { useSessionUser } from '../../state/hooks';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { SemesterSelect } from '../../components/SemesterSelect';
import { StatusChip } from '../../components/StatusChip';
import picture from './lecturer.svg';
import { byTiming } from './boardOrder';
import { semesterText } from '../../components/semesterText';
import { boardAddress } from '../../components/useAddressedSeat';

/** "My defences": a chunk of its own, downloaded when the lecturer opens it. */
const MyDefences = lazy(() => import('../schedule/MyDefences'));

const VIEWS = ['courses', 'evaluations', 'defences'] as const;
type View = (typeof VIEWS)[number];

/** /teacher: side navigation Courses (default) / Evaluations (spec section 2 "Lecturer home"). */
export default function LecturerHome() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const named = params.get('view');
  const view: View = VIEWS.find((v) => v === named) ?? 'courses';
  // kept in the address (replacing it, components/LecturerTrail.tsx links to it): Back from a board comes to the view it was opened from
  const setView = (v: View) => setParams(v === 'courses' ? {} : { view: v }, { replace: true });
  useTranslation();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
      <Paper component="nav" aria-label={t('lecturer.navigation')} sx={{ width: { md: 220 }, flexShrink: 0, alignSelf: 'flex-start' }}>
        <List>
          {VIEWS.map((v) => (
            <ListItem key={v} disablePadding>
              <ListItemButton selected={view === v} aria-current={view === v ? 'page' : undefined} onClick={() => setView(v)}>
                <ListItemText primary={v === 'courses' ? t('lecturer.courses') : v === 'evaluations' ? t('lecturer.evaluations') : t('schedule.myDefences')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box component="img" src={picture} alt="" sx={{ width: '100%', p: 2, display: { xs: 'none', md: 'block' } }} />
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {view === 'courses' && <CoursesView userId={user.id} name={user.name} />}
        {view === 'evaluations' && <EvaluationsView userId={user.id} />}
        {view === 'defences' && (
          <Suspense fallback={null}>
            <MyDefences titleLevel="h1" />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

function CoursesView({ userId, name }: { userId: number; name: string }) {
  useTranslation();
  const navigate = useNavigate();
  const choose = useChoose();
  const { data = [], isLoading, isError } = useGetLecturerCoursesQuery(userId);
  const columns: TableColumn<LecturerCourseRow>[] = [
    { field: 'Semester', headerName: t('details.semester'), value: (r) => semesterText(r.SemesterYear, r.SemesterSession) },
    { field: 'SubjectName', headerName: t('details.subject'), value: (r) => r.SubjectName },
    { field: 'Id', headerName: t('lecturer.courseId'), width: 110, value: (r) => r.Id },
    {
      field: 'Name',
      headerName: t('details.course'),
      value: (r) => r.Name,
      render: (row) => (
        <Link
          component="button"
          onClick={() => {
            choose.course({ Id: row.Id, Name: row.Name });
            navigate('/studentsInCourse');
          }}
        >
          {row.Name}
        </Link>
      ),
    },
  ];
  return (
    <SemesterList title={name} label={t('lecturer.courses')} rows={data} columns={columns} loading={isLoading} failed={isError} failure={t('lecturer.coursesError')} />
  );
}

function EvaluationsView({ userId }: { userId: number }) {
  const { language } = useTranslation();
  const navigate = useNavigate();
  const choose = useChoose();
  const phone = useMediaQuery('(max-width:599.95px)');
  const { data: boards, isLoading, isError } = useGetLecturerBoardsQuery(userId);
  const today = todayIso();
  const data = useMemo(() => byTiming(boards ?? [], today), [boards, today]);
  const open = (b: LecturerBoardRow) => {
    choose.board({ evaluationId: b.Id, templateId: b.TemplateId, lectureInBoardId: b.lectureinboardID });
    navigate(boardAddress(b.Id));
  };
  const columns: TableColumn<LecturerBoardRow>[] = [
    { field: 'Id', headerName: t('details.id'), width: 70, value: (r) => r.Id },
    { field: 'Semester', headerName: t('details.semester'), width: 130, value: (r) => semesterText(r.SemesterYear, r.SemesterSession) },
    { field: 'SubjectName', headerName: t('details.subject'), value: (r) => r.SubjectName },
    {
      field: 'Name',
      headerName: t('details.board'),
      value: (r) => r.Name,
      render: (row) => (
        <>
          <Link component="button" onClick={() => open(row)}>
            {row.Name}
          </Link>
          {row.Date.slice(0, 10) === today && <Chip size="small" color="success" label={t('lecturer.today')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { field: 'Room', headerName: t('board.room'), width: 80, value: (r) => r.Room },
    // sorted by the stored date (yyyy-MM-dd), shown as the language writes dates
    { field: 'Date', headerName: t('board.date'), width: 110, value: (r) => r.Date, render: (r) => formatDate(r.Date, language) },
    { field: 'StartTime', headerName: t('lecturer.timeStart'), width: 100, value: (r) => r.StartTime },
    { field: 'EndTime', headerName: t('lecturer.timeEnd'), width: 100, value: (r) => r.EndTime },
    {
      field: 'Status',
      headerName: t('details.status'),
      width: 110,
      sortable: false,
      value: () => null,
      // the board's own status (its date), not its semester's
      render: (row) => <StatusChip start={row.Date} end={row.Date} />,
    },
  ];
  // a phone shows the board's name first, with its date and status: the columns it needs to choose a board
  const shown = phone ? columns.filter((c) => ['Name', 'Date', 'Status'].includes(c.field)) : columns;
  return (
    <SemesterList
      title={t('lecturer.evaluations')}
      intro={t('lecturer.evaluationsIntro')}
      label={t('lecturer.boards')}
      rows={data}
      columns={shown}
      loading={isLoading}
      failed={isError}
      failure={t('lecturer.boardsError')}
    />
  );
}

/** A view's title, the semester filter ('All' = 0) and the grid of the rows of the chosen semester. */
function SemesterList<R extends { Id: number; SemesterId: number }>({
  title,
  intro,
  label,
  rows: all,
  columns,
  loading,
  failed,
  failure,
}: {
  title: string;
  intro?: string;
  label: string;
  rows: R[];
  columns: TableColumn<R>[];
  loading: boolean;
  failed: boolean;
  failure: string;
}) {
  const [semester, setSemester] = useState(0);
  const rows = useMemo(() => all.filter((r) => semester === 0 || r.SemesterId === semester), [all, semester]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {intro && <Typography>{intro}</Typography>}
      <SemesterSelect value={semester} onChange={setSemester} />
      {failed && <Typography color="error">{failure}</Typography>}
      <SortableTable aria-label={label} rows={rows} columns={columns} getRowId={(r) => r.Id} loading={loading} emptyText={t('lecturer.noRows')} />
    </Stack>
  );
}
