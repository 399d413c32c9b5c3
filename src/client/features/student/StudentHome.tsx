import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import type { StudentCourseRow } from '../../../common/dto/marking';
import { useGetStudentCoursesQuery } from '../../api/courseApi';
import { useGetScoreExplanationQuery, useGetStudentScoreQuery } from '../../api/scoreApi';
import { useSessionUser } from '../../state/hooks';
import { SemesterSelect } from '../../components/SemesterSelect';
import picture from './student.svg';
import { dateOnly } from '../../../common/timing';
import { formatPercent, formatScore } from '../../../common/format';

const NOT_PASS_RED = '#c62828';

/** /student: semester filter, own courses, and the grade report of the chosen course (spec section 2). */
export default function StudentHome() {
  const user = useSessionUser();
  const [semester, setSemester] = useState(0);
  const [course, setCourse] = useState<StudentCourseRow | null>(null);
  const { data = [], isError } = useGetStudentCoursesQuery(user?.id ?? 0, { skip: !user });
  const courses = useMemo(() => data.filter((c) => semester === 0 || c.SemesterId === semester), [data, semester]);
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
      <Paper component="nav" aria-label="My courses" sx={{ p: 2, width: { md: 300 }, flexShrink: 0, alignSelf: 'flex-start' }}>
        <SemesterSelect value={semester} onChange={setSemester} />
        {isError && <Typography color="error">Your courses could not be loaded.</Typography>}
        <List>
          {courses.map((c) => (
            <ListItem key={c.Id} disablePadding>
              <ListItemButton selected={course?.Id === c.Id} aria-current={course?.Id === c.Id ? 'true' : undefined} onClick={() => setCourse(c)}>
                <ListItemText primary={`${c.Id} - ${c.Name}`} />
              </ListItemButton>
            </ListItem>
          ))}
          
        </List>
        {data.length > 0 && courses.length === 0 && <Typography sx={{ p: 1 }}>No course in this semester.</Typography>}
      </Paper>
      <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          Grade report for {user.username}
        </Typography>
        <GradeReport studentId={user.id} course={course} />
        <Box component="img" src={picture} alt="" sx={{ width: 240, maxWidth: '100%', alignSelf: 'center' }} />
      </Stack>
    </Box>
  );
}

function GradeReport({ studentId, course }: { studentId: number; course: StudentCourseRow | null }) {
  const [explainOpen, setExplainOpen] = useState(false);
  const { data, isFetching, isError } = useGetStudentScoreQuery({ id: studentId, courseId: course?.Id ?? 0 }, { skip: !course });
  const found = data?.status === 201 && data.data;
  let score: string = '';
  let status: ReactNode = '';
  if (course && data && !isFetching) {
    if (found) {
      score = formatScore(data.data!.score);
      status = data.data!.status ? 'PASS' : <span style={{ color: NOT_PASS_RED, fontWeight: 600 }}>NOT PASS</span>;
    } else {
      score = '0';
      status = data.message ?? 'Score not public';
    }
  }
  return (
    <Stack spacing={2}>
      <Table aria-label="Grade report" sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Course name</TableCell>
            <TableCell component="th" scope="col">COURSE TOTAL AVERAGE</TableCell>
            <TableCell component="th" scope="col">STATUS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{course ? course.Name : 'No infor'}</TableCell>
            <TableCell>{isFetching ? 'Loading...' : score}</TableCell>
            <TableCell>{isFetching ? '' : status}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {isError && <Alert severity="error">The score could not be loaded.</Alert>}
      {course && found && (
        <Box>
          <Button variant="outlined" aria-expanded={explainOpen} aria-controls="score-explanation" onClick={() => setExplainOpen((o) => !o)}>
            How was this computed?
          </Button>
          <Collapse in={explainOpen} unmountOnExit>
            <Box id="score-explanation" sx={{ mt: 2 }}>
              <Explanation courseId={course.Id} />
            </Box>
          </Collapse>
        </Box>
      )}
    </Stack>
  );
}

function Explanation({ courseId }: { courseId: number }) {
  const { data, isLoading, isError } = useGetScoreExplanationQuery(courseId);
  if (isLoading) return <Typography>Loading...</Typography>;
  if (isError || !data) return <Alert severity="error">The explanation could not be loaded.</Alert>;
  if (data.status !== 200 || !data.data) return <Typography>{data.message ?? 'Score not public'}</Typography>;
  const x = data.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        How your score was computed
      </Typography>
      <Typography>
        Project {x.ProjectName} was evaluated by the board {x.BoardName}. Each lecturer of the board gave a score from 0 to 10 in
        every column below; a lecturer&apos;s total is the sum of score x weight.
      </Typography>
      <Table size="small" aria-label="Score columns and weights" sx={{ my: 1, maxWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Score column</TableCell>
            <TableCell component="th" scope="col" align="right">Weight</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {x.columns.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell align="right">{formatPercent(c.percent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography>
        Lecturers&apos; totals: {x.lecturerTotals.map(formatScore).join(', ')}. Your score is their mean, rounded half up to 2
        decimals: <strong>{formatScore(x.score)}</strong>.
      </Typography>
      <Typography>
        Pass mark: {x.passMark}. Result: {x.pass ? 'PASS' : 'NOT PASS'}. Published on {dateOnly(x.publishedAt)}.
      </Typography>
    </Paper>
  );
}
