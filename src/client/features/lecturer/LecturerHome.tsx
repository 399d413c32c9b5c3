import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LecturerBoardRow, LecturerCourseRow } from '../../../common/dto/marking';
import { dateOnly } from '../../../common/timing';
import { useGetLecturerCoursesQuery } from '../../api/courseApi';
import { useGetLecturerBoardsQuery } from '../../api/evalutionApi';
import { useChoose } from '../../state/selection/useSelection';
import { useSessionUser } from '../../state/hooks';
import { PagedGrid } from '../../components/PagedGrid';
import { SemesterSelect } from '../../components/SemesterSelect';
import { StatusChip } from '../../components/StatusChip';
import picture from './lecturer.svg';

type View = 'courses' | 'evaluations';

/** /teacher: side navigation Courses (default) / Evaluations (spec section 2 "Lecturer home"). */
export default function LecturerHome() {
  const user = useSessionUser();
  const [view, setView] = useState<View>('courses');
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
      <Paper component="nav" aria-label="Lecturer navigation" sx={{ width: { md: 220 }, flexShrink: 0, alignSelf: 'flex-start' }}>
        <List>
          {(['courses', 'evaluations'] as const).map((v) => (
            <ListItem key={v} disablePadding>
              <ListItemButton selected={view === v} aria-current={view === v ? 'page' : undefined} onClick={() => setView(v)}>
                <ListItemText primary={v === 'courses' ? 'Courses' : 'Evaluations'} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box component="img" src={picture} alt="" sx={{ width: '100%', p: 2, display: { xs: 'none', md: 'block' } }} />
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {view === 'courses' ? <CoursesView userId={user.id} name={user.name} /> : <EvaluationsView userId={user.id} />}
      </Box>
    </Box>
  );
}

function CoursesView({ userId, name }: { userId: number; name: string }) {
  const navigate = useNavigate();
  const choose = useChoose();
  const { data = [], isLoading, isError } = useGetLecturerCoursesQuery(userId);
  const columns: GridColDef<LecturerCourseRow>[] = [
    { field: 'Semester', headerName: 'Semester', flex: 1, valueGetter: (_v, r) => `${r.SemesterYear} - ${r.SemesterSession}` },
    { field: 'SubjectName', headerName: 'Subject', flex: 1.5 },
    { field: 'Id', headerName: 'Course ID', width: 110 },
    {
      field: 'Name',
      headerName: 'Course',
      flex: 1.5,
      renderCell: ({ row }) => (
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
    <SemesterList title={name} label="Courses" rows={data} columns={columns} loading={isLoading} failed={isError} failure="The courses could not be loaded." />
  );
}

function EvaluationsView({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const choose = useChoose();
  const { data = [], isLoading, isError } = useGetLecturerBoardsQuery(userId);
  const open = (b: LecturerBoardRow) => {
    choose.board({ evaluationId: b.Id, templateId: b.TemplateId, lectureInBoardId: b.lectureinboardID });
    navigate(`/evaluation/${encodeURIComponent(b.Name)}`);
  };
  const columns: GridColDef<LecturerBoardRow>[] = [
    { field: 'Id', headerName: 'ID', width: 70 },
    { field: 'Semester', headerName: 'Semester', width: 130, valueGetter: (_v, r) => `${r.SemesterYear} - ${r.SemesterSession}` },
    { field: 'SubjectName', headerName: 'Subject', flex: 1 },
    {
      field: 'Name',
      headerName: 'Evaluation board',
      flex: 1.2,
      renderCell: ({ row }) => (
        <Link component="button" onClick={() => open(row)}>
          {row.Name}
        </Link>
      ),
    },
    { field: 'Room', headerName: 'Room', width: 80 },
    { field: 'Date', headerName: 'Date', width: 110, valueGetter: (_v, r) => dateOnly(r.Date) },
    { field: 'StartTime', headerName: 'Time start', width: 100 },
    { field: 'EndTime', headerName: 'Time end', width: 100 },
    {
      field: 'Status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <StatusChip start={row.SemesterStart} end={row.SemesterEnd} />,
    },
  ];
  return (
    <SemesterList
      title="Evaluations"
      intro="This is the list of courses evaluated by you, the lecturer: open a board to mark its projects."
      label="Evaluation boards"
      rows={data}
      columns={columns}
      loading={isLoading}
      failed={isError}
      failure="The evaluation boards could not be loaded."
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
  columns: GridColDef<R>[];
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
      <PagedGrid aria-label={label} rows={rows} columns={columns} getRowId={(r) => r.Id} loading={loading} />
    </Stack>
  );
}
