import { currentLanguage, t as translate, useTranslation, type Translate } from '../../i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseResultRow } from '../../../common/contract/marking';
import { errorMessage } from '../../api/baseApi';
import { useGetCourseResultsQuery } from '../../api/scoreApi';
import { useSelection } from '../../state/selection/useSelection';
import { formatScore } from '../../../common/format';

interface Row {
  id: number;
  Code: string;
  Name: string;
  Project: string;
  Score: string;
  Results: string;
}

const PASSED_GREEN = '#2e7d32';
const NOT_PASSED_RED = '#c62828';

/** The table's text, which is also what the CSV export writes. */
export function toRows(results: CourseResultRow[], t: Translate = translate): Row[] {
  return results.map((r) => {
    if (r.ProjectId === null) return { id: r.StudentId, Code: r.Code, Name: r.Name, Project: t('results.notYet'), Score: '', Results: '' };
    const published = r.Score !== null && r.Result !== null;
    return {
      id: r.StudentId,
      Code: r.Code,
      Name: r.Name,
      Project: r.ProjectName ?? '',
      Score: published ? formatScore(r.Score!, currentLanguage()) : t('project.notPublished'),
      Results: published ? (r.Result ? t('common.passed') : t('common.failed')) : t('project.notPublished'),
    };
  });
}

const resultColumns = (t: Translate): GridColDef<Row>[] => {
  const color = (value: unknown) => (value === t('common.passed') ? PASSED_GREEN : value === t('common.failed') ? NOT_PASSED_RED : undefined);
  return [
  { field: 'Code', headerName: t('details.code'), width: 130 },
  { field: 'Name', headerName: t('details.name'), flex: 1 },
  { field: 'Project', headerName: t('details.project'), flex: 1 },
  { field: 'Score', headerName: t('details.score'), width: 110 },
  {
    field: 'Results',
    headerName: t('results.results'),
    width: 130,
    renderCell: ({ value }) => <span style={{ color: color(value), fontWeight: color(value) ? 600 : undefined }}>{value as string}</span>,
  },
  ];
};

/** /studentsInCourse: the lecturer's chosen course (cookie `course`) with published results; CSV export. */
export default function StudentsInCoursePage() {
  const { course } = useSelection();
  const apiRef = useGridApiRef();
  const { data, isLoading, error } = useGetCourseResultsQuery(course?.Id ?? 0, { skip: !course });
  const { t } = useTranslation();
  const rows = useMemo(() => toRows(data ?? [], t), [data, t]);
  const columns = useMemo(() => resultColumns(t), [t]);
  if (!course) {
    return (
      <Alert severity="info">
        {t('results.chooseCourse')} <RouterLink to="/teacher">{t('results.yourCourses')}</RouterLink>
      </Alert>
    );
  }
  return (
    <Paper sx={{ p: 3, maxWidth: 1000, mx: 'auto' }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {t('results.title', { course: course.Name })}
          </Typography>
          <Button
            variant="outlined"
            disabled={!data}
            onClick={() => apiRef.current?.exportDataAsCsv({ fileName: `students_${course.Name}`, utf8WithBom: true })}
          >
            {t('results.export')}
          </Button>
        </Stack>
        {error && <Alert severity="error">{errorMessage(error, t('results.error'))}</Alert>}
        <DataGrid
          apiRef={apiRef}
          aria-label={t('results.label', { course: course.Name })}
          rows={rows}
          columns={columns}
          loading={isLoading}
          autoHeight
          disableRowSelectionOnClick
          hideFooter={rows.length <= 50}
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
          pageSizeOptions={[50, 100]}
        />
      </Stack>
    </Paper>
  );
}
