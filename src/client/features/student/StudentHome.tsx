import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { StudentCourseRow } from '../../../common/contract/marking';
import { useGetStudentCoursesQuery } from '../../api/courseApi';
import { useGetStudentScoreQuery } from '../../api/scoreApi';
import { useSessionUser } from '../../state/hooks';
import { SemesterSelect } from '../../components/SemesterSelect';
import picture from './student.svg';
import { formatScore } from '../../../common/format';
import { useTranslation } from '../../i18n/i18n';
import { successMessage } from '../../components/successMessage';

/** "My defence": a chunk of its own, downloaded when the student opens it (the first visit stays small). */
const MyDefences = lazy(() => import('../schedule/MyDefences'));
/** A published result's detail and how it was computed: shown once a course's score is out, so it loads then. */
const PublishedReport = lazy(() => import('./PublishedReport'));

const NOT_PASS_RED = '#c62828';

/** /student: semester filter, own courses, and the grade report of the chosen course (spec section 2). */
export default function StudentHome() {
  const user = useSessionUser();
  const { t, language } = useTranslation();
  const [semester, setSemester] = useState(0);
  const [course, setCourse] = useState<StudentCourseRow | null>(null);
  const [showDefence, setShowDefence] = useState(false);
  const { data = [], isError } = useGetStudentCoursesQuery(user?.id ?? 0, { skip: !user });
  const courses = useMemo(() => data.filter((c) => semester === 0 || c.SemesterId === semester), [data, semester]);
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
      <Paper component="nav" aria-label={t('student.myCourses')} sx={{ p: 2, width: { md: 300 }, flexShrink: 0, alignSelf: 'flex-start' }}>
        <SemesterSelect value={semester} onChange={setSemester} />
        {isError && <Typography color="error">{t('student.coursesError')}</Typography>}
        <List>
          {courses.map((c) => (
            <ListItem key={c.Id} disablePadding>
              <ListItemButton selected={course?.Id === c.Id} aria-current={course?.Id === c.Id ? 'true' : undefined} onClick={() => setCourse(c)}>
                <ListItemText primary={`${c.Id} - ${c.Name}`} />
              </ListItemButton>
            </ListItem>
          ))}
          
        </List>
        {data.length > 0 && courses.length === 0 && <Typography sx={{ p: 1 }}>{t('student.noCourse')}</Typography>}
      </Paper>
      <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {t('student.title', { username: user.username })}
        </Typography>
        <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="a" href={`/api/documents/transcript.pdf?lang=${language}`} download>
            {t('student.transcript')}
          </Button>
          <Button variant="outlined" aria-expanded={showDefence} onClick={() => setShowDefence((v) => !v)}>
            {t('schedule.myDefence')}
          </Button>
        </Box>
        {showDefence && (
          <Suspense fallback={null}>
            <MyDefences />
          </Suspense>
        )}
        <GradeReport studentId={user.id} course={course} />
        <Box component="img" src={picture} alt="" sx={{ width: 240, maxWidth: '100%', alignSelf: 'center' }} />
      </Stack>
    </Box>
  );
}

function GradeReport({ studentId, course }: { studentId: number; course: StudentCourseRow | null }) {
  const { t, language } = useTranslation();
  // a phone: the report as a card, nothing wider than the screen
  const phone = useMediaQuery('(max-width:599.95px)');
  const { data, isFetching, isError } = useGetStudentScoreQuery({ id: studentId, courseId: course?.Id ?? 0 }, { skip: !course });
  const found = data?.status === 201 && data.data;
  let score: string = '';
  let status: ReactNode = '';
  if (course && data && !isFetching) {
    if (found) {
      score = formatScore(data.data!.score, language);
      status = data.data!.status ? t('student.pass') : <span style={{ color: NOT_PASS_RED, fontWeight: 600 }}>{t('student.notPass')}</span>;
    } else {
      // not a score of 0: the result is not out yet (the server's message beside it)
      score = t('words.notPublishedYet');
      status = successMessage(data, t('errors.scoreNotPublic'));
    }
  }
  return (
    <Stack spacing={2}>
      {!phone && (
      <Table aria-label={t('student.gradeReport')} sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('student.courseName')}</TableCell>
            <TableCell component="th" scope="col">{t('student.average')}</TableCell>
            <TableCell component="th" scope="col">{t('student.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{course ? course.Name : t('student.noInfo')}</TableCell>
            <TableCell>{isFetching ? t('common.loading') : score}</TableCell>
            <TableCell>{isFetching ? '' : status}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      )}
      {phone && (
      <Paper variant="outlined" component="dl" aria-label={t('student.gradeReport')} sx={{ p: 2, m: 0 }} className="print-keep">
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>{t('student.courseName')}</Typography>
        <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>{course ? course.Name : t('student.noInfo')}</Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>{t('student.average')}</Typography>
        <Typography component="dd" sx={{ m: 0, mb: 1 }}>{isFetching ? t('common.loading') : score}</Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>{t('student.status')}</Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{isFetching ? '' : status}</Typography>
      </Paper>
      )}
      {isError && <Alert severity="error">{t('student.scoreError')}</Alert>}
      {course && found && (
        <Suspense fallback={null}>
          <PublishedReport courseId={course.Id} />
        </Suspense>
      )}
    </Stack>
  );
}
