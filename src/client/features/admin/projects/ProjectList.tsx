import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../components/router';
import { projectSelectors, useDeleteProjectMutation, useGetProjectsQuery, type ProjectRow } from '../../../api/projectApi';
import { AdminGrid } from '../common/AdminGrid';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { useImportProjectsXlsxMutation } from '../../../api/xlsxApi';
import { PROJECT_IMPORT_COLUMNS } from '../../../../common/importColumns';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { ProjectEditDialog } from '../../../components/edits/ProjectEditDialog';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

export function ProjectList({ courseId }: { courseId: number }) {
  const { isFetching, error, refetch } = useGetProjectsQuery();
  const all = useAppSelector(projectSelectors.selectAll);
  const [deleteProject] = useDeleteProjectMutation();
  const { t } = useTranslation();
  const [importXlsx] = useImportProjectsXlsxMutation();
  const [editing, setEditing] = useState<ProjectRow | null>(null);
  const remove = useRemove({ kind: 'project', what: 'project', remove: (id) => deleteProject(id).unwrap() });
  const rows = useMemo(() => all.filter((p) => !courseId || p.CourseId === courseId), [all, courseId]);
  const columns = useMemo<GridColDef<ProjectRow>[]>(
    () => [
      { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
      { field: 'Semester', headerName: t('adminUi.fields.semester'), width: 150, valueGetter: (_v, row) => `${row.SemesterYear} - ${row.SemesterSession}` },
      { field: 'SubjectName', headerName: t('adminUi.fields.subject'), flex: 1, minWidth: 130 },
      { field: 'CourseName', headerName: t('adminUi.fields.course'), flex: 1, minWidth: 130 },
      {
        field: 'Name',
        headerName: t('adminUi.projects.project'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/projectdetails/${row.CourseId}/${row.Id}`}>
            {row.Name}
          </Link>
        ),
      },
      editColumn<ProjectRow>('project', setEditing),
      removeColumn(remove),
    ],
    [remove, t],
  );
  return (
    <>
      <AdminGrid
        label={t('adminUi.projects.list')}
        rows={rows}
        columns={columns}
        loading={isFetching}
        getRowId={(r) => r.Id}
        error={error}
        onRetry={refetch}
        actions={<XlsxImportButton noun="projects" columns={Object.values(PROJECT_IMPORT_COLUMNS)} importFile={(file) => importXlsx(file).unwrap()} />}
      />
      {editing && <ProjectEditDialog project={editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </>
  );
}
