import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../components/router';
import { courseSelectors, useDeleteCourseMutation, useGetCoursesQuery, type CourseRow } from '../../../api/courseApi';
import { AdminGrid } from '../common/AdminGrid';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { useImportCoursesXlsxMutation } from '../../../api/xlsxApi';
import { COURSE_IMPORT_COLUMNS } from '../../../../common/importColumns';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { CourseEditDialog } from '../../../components/edits/CourseEditDialog';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

export function CourseList({ semesterId }: { semesterId: number }) {
  const { isFetching, error, refetch } = useGetCoursesQuery();
  const all = useAppSelector(courseSelectors.selectAll);
  const [deleteCourse] = useDeleteCourseMutation();
  const { t } = useTranslation();
  const [importXlsx] = useImportCoursesXlsxMutation();
  const remove = useRemove({ kind: 'course', what: 'course', remove: (id) => deleteCourse(id).unwrap(), successCode: 'deletedCourse', failureText: t('adminUi.courses.deleteError') });
  const [editing, setEditing] = useState<CourseRow | null>(null);
  const rows = useMemo(() => all.filter((c) => !semesterId || c.SemesterId === semesterId), [all, semesterId]);
  const columns = useMemo<GridColDef<CourseRow>[]>(
    () => [
      { field: 'Id', headerName: t('adminUi.courses.courseId'), width: 110 },
      { field: 'Semester', headerName: t('adminUi.fields.semester'), width: 160, valueGetter: (_v, row) => `${row.SemesterYear} - ${row.SemesterSession}` },
      { field: 'SubjectName', headerName: t('adminUi.fields.subject'), flex: 1, minWidth: 140 },
      {
        field: 'Name',
        headerName: t('adminUi.fields.courseName'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/coursedetails/${row.Id}`} onClick={() => sessionStorage.setItem('course', String(row.Id))}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'LecturerName', headerName: t('adminUi.courses.teacher'), flex: 1, minWidth: 140 },
      editColumn<CourseRow>('course', setEditing),
      removeColumn(remove),
    ],
    [remove, t],
  );
  return (
    <>
      <AdminGrid
        label={t('adminUi.courses.list')}
        rows={rows}
        columns={columns}
        loading={isFetching}
        getRowId={(r) => r.Id}
        error={error}
        onRetry={refetch}
        actions={<XlsxImportButton noun="courses" columns={Object.values(COURSE_IMPORT_COLUMNS)} importFile={(file) => importXlsx(file).unwrap()} />}
      />
      {remove.dialog}
      {editing && <CourseEditDialog course={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
