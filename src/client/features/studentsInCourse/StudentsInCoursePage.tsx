import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseResultRow } from '../../../common/dto/marking';
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

const RESULT_COLOR: Record<string, string | undefined> = { Passed: '#2e7d32', 'Not passed': '#c62828' };

/** The table's text, which is also what the CSV export writes. */
export function toRows(results: CourseResultRow[]): Row[] {
  return results.map((r) => {
    if (r.ProjectId === null) return { id: r.StudentId, Code: r.Code, Name: r.Name, Project: 'Not yet', Score: '', Results: '' };
    const published = r.Score !== null && r.Result !== null;
    return {
      id: r.StudentId,
      Code: r.Code,
      Name: r.Name,
      Project: r.ProjectName ?? '',
      Score: published ? formatScore(r.Score!) : 'No public',
      Results: published ? (r.Result ? 'Passed' : 'Not passed') : 'No public',
    };
  });
}

const columns: GridColDef<Row>[] = [
  { field: 'Code', headerName: 'Code', width: 130 },
  { field: 'Name', headerName: 'Name', flex: 1 },
  { field: 'Project', headerName: 'Project', flex: 1 },
  { field: 'Score', headerName: 'Score', width: 110 },
  {
    field: 'Results',
    headerName: 'Results',
    width: 130,
    renderCell: ({ value }) => <span style={{ color: RESULT_COLOR[value as string], fontWeight: RESULT_COLOR[value as string] ? 600 : undefined }}>{value}</span>,
  },
];

/** /studentsInCourse: the lecturer's chosen course (cookie `course`) with published results; CSV export. */
export default function StudentsInCoursePage() {
  const { course } = useSelection();
  const apiRef = useGridApiRef();
  const { data, isLoading, error } = useGetCourseResultsQuery(course?.Id ?? 0, { skip: !course });
  const rows = useMemo(() => toRows(data ?? []), [data]);
  if (!course) {
    return (
      <Alert severity="info">
        Choose a course from <RouterLink to="/teacher">your courses</RouterLink> first.
      </Alert>
    );
  }
  return (
    <Paper sx={{ p: 3, maxWidth: 1000, mx: 'auto' }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            List student of course {course.Name}
          </Typography>
          <Button
            variant="outlined"
            disabled={!data}
            onClick={() => apiRef.current?.exportDataAsCsv({ fileName: `students_${course.Name}`, utf8WithBom: false })}
          >
            Export
          </Button>
        </Stack>
        {error && <Alert severity="error">{errorMessage(error, 'The students could not be loaded')}</Alert>}
        <DataGrid
          apiRef={apiRef}
          aria-label={`Students of course ${course.Name}`}
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
