import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useGetTermAnalyticsQuery, type DrillArgs } from '../../api/analyticsApi';
import { semesterSelectors, useGetSemestersQuery } from '../../api/semesterApi';
import { subjectSelectors, useGetSubjectsQuery } from '../../api/subjectApi';
import { SemesterSelect } from '../../components/SemesterSelect';
import { LoadState } from './ChartTable';
import { DrillPanel } from './DrillPanel';
import { TermCharts, type Drill } from './TermCharts';
import { formatRate } from '../../../common/format';
import { useAnalyticsTexts } from './texts';
import { useAppSelector } from '../../state/hooks';

const positive = (v: string | null) => (v !== null && Number(v) > 0 ? Number(v) : undefined);

/**
 * /termanalytics (admin): a term's pass rates, distribution, criteria means and lecturers' leniency. The filters and
 * the drill-down live in the address (?semester=&subject=&course=|bin=), so Back climbs up again: the term -> a
 * subject -> a course or a score range (its students) -> a board's analytics.
 */
export default function TermAnalyticsPage() {
  const { tx, language } = useAnalyticsTexts();
  const [params, setParams] = useSearchParams();
  const semesters = useGetSemestersQuery();
  useGetSubjectsQuery();
  const semesterList = useAppSelector(semesterSelectors.selectAll);
  const subjectList = useAppSelector(subjectSelectors.selectAll);
  // the newest semester unless the address names one
  const semester = positive(params.get('semester')) ?? semesterList.reduce((m, s) => Math.max(m, s.Id), 0);
  const subject = positive(params.get('subject'));
  const course = positive(params.get('course'));
  const binParam = params.get('bin');
  const bin = binParam !== null && /^\d$/.test(binParam) ? Number(binParam) : undefined;
  const { data, isFetching, isError, refetch } = useGetTermAnalyticsQuery({ semester, subject }, { skip: !(semester > 0) });

  const go = (next: { semester?: number; subject?: number; course?: number; bin?: number }) => {
    const entries = Object.entries(next).filter(([k, v]) => v !== undefined && (v > 0 || k === 'bin'));
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };
  const onDrill = (d: Drill) => {
    if (d.kind === 'subject') go({ semester, subject: d.id });
    else if (d.kind === 'course') go({ semester, subject, course: d.id });
    else go({ semester, subject, bin: d.bin });
  };
  const drillArgs: DrillArgs | null = course !== undefined ? { semester, subject, course } : bin !== undefined ? { semester, subject, bin } : null;
  const courseName = data?.Courses.find((c) => c.Id === course)?.Name ?? '';
  const binRange = bin !== undefined && data ? `${data.Bins[bin]?.From ?? ''}–${data.Bins[bin]?.To ?? ''}` : '';
  const what = course !== undefined ? tx('drillCourse', { name: courseName }) : tx('drillRange', { range: binRange });
  const exportHref = `/api/export/term/analytics.xlsx?semester=${semester}${subject ? `&subject=${subject}` : ''}&lang=${language}`;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1000, mx: 'auto', minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {tx('termTitle')}
        </Typography>
        {data && (
          <Button variant="contained" component="a" href={exportHref} download>
            {tx('exportXlsx')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SemesterSelect id="analytics-semester" value={semester} onChange={(id) => go({ semester: id })} label={tx('semester')} allLabel={null} options={semesterList} />
        <TextField select id="analytics-subject" size="small" label={tx('subject')} value={subject ?? 0} onChange={(e) => go({ semester, subject: Number(e.target.value) })} sx={{ minWidth: 200 }}>
          <MenuItem value={0}>{tx('allSubjects')}</MenuItem>
          {subjectList.map((s) => (
            <MenuItem key={s.Id} value={s.Id}>
              {s.Name}
            </MenuItem>
          ))}
        </TextField>
        {subject !== undefined && <Button onClick={() => go({ semester })}>{tx('allOfTerm')}</Button>}
      </Stack>
      {semesters.isSuccess && semesterList.length === 0 && <Typography>{tx('chooseSemester')}</Typography>}
      <LoadState loading={isFetching && !data} error={isError || semesters.isError} retry={() => void (semesters.isError ? semesters.refetch() : refetch())} />
      {data && (
        <>
          <Typography sx={{ mb: 2 }} role="status">
            {data.Students === 0 ? tx('noData') : tx('summaryTerm', { students: data.Students, passed: data.Passed, rate: formatRate(data.Passed / data.Students, language) })}
          </Typography>
          {drillArgs && <DrillPanel args={drillArgs} what={what} onClose={() => go({ semester, subject })} />}
          <TermCharts a={data} tx={tx} language={language} onDrill={onDrill} />
        </>
      )}
    </Paper>
  );
}
