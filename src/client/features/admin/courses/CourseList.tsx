import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { courseSelectors, useDeleteCourseMutation, useGetCoursesQuery, type CourseRow } from '../../../api/courseApi';
import { AdminGrid } from '../common/AdminGrid';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { CourseEditDialog } from './CourseEditDialog';

export function CourseList({ semesterId }: { semesterId: number }) {
  const { data, isFetching, error, refetch } = useGetCoursesQuery();
  const [deleteCourse] = useDeleteCourseMutation();
  const remove = useRemove({ kind: 'course', what: 'course', remove: (id) => deleteCourse(id).unwrap(), successText: 'Deleted course successfully', failureText: 'Delete error' });
  const [editing, setEditing] = useState<CourseRow | null>(null);
  const rows = useMemo(() => (data ? courseSelectors.selectAll(data) : []).filter((c) => !semesterId || c.SemesterId === semesterId), [data, semesterId]);
  const columns = useMemo<GridColDef<CourseRow>[]>(
    () => [
      { field: 'Id', headerName: 'Course ID', width: 110 },
      { field: 'Semester', headerName: 'Semester', width: 160, valueGetter: (_v, row) => `${row.SemesterYear} - ${row.SemesterSession}` },
      { field: 'SubjectName', headerName: 'Subject', flex: 1, minWidth: 140 },
      {
        field: 'Name',
        headerName: 'Course Name',
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/coursedetails/${row.Id}`} onClick={() => sessionStorage.setItem('course', String(row.Id))}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'LecturerName', headerName: 'Teacher', flex: 1, minWidth: 140 },
      editColumn<CourseRow>('course', setEditing),
      removeColumn(remove),
    ],
    [remove],
  );
  return (
    <>
      <AdminGrid label="Courses" rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
      {editing && <CourseEditDialog course={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
