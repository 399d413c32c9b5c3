import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../components/router';
import { subjectSelectors, useDeleteSubjectMutation, useGetSubjectsQuery, type SubjectRow } from '../../../api/subjectApi';
import { AdminGrid } from '../common/AdminGrid';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { SubjectEditDialog } from '../../../components/edits/SubjectEditDialog';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

export function SubjectList() {
  const { isFetching, error, refetch } = useGetSubjectsQuery();
  const rows = useAppSelector(subjectSelectors.selectAll);
  const [deleteSubject] = useDeleteSubjectMutation();
  const { t } = useTranslation();
  const remove = useRemove({ kind: 'subject', what: 'subject', remove: (id) => deleteSubject(id).unwrap(), failureText: t('adminUi.courses.deleteError') });
  const [editing, setEditing] = useState<SubjectRow | null>(null);
  const columns = useMemo<GridColDef<SubjectRow>[]>(
    () => [
      { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
      {
        field: 'Name',
        headerName: t('adminUi.fields.subject'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/subjectdetails/${row.Id}`}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'Description', headerName: t('adminUi.fields.description'), flex: 2, minWidth: 200 },
      editColumn<SubjectRow>('subject', setEditing),
      removeColumn(remove, { width: 120 }),
    ],
    [remove, t],
  );
  return (
    <>
      <AdminGrid label={t('adminUi.subjects.list')} rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
      {editing && <SubjectEditDialog subject={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
