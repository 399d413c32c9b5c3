import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../components/router';
import { templateSelectors, useDeleteTemplateMutation, useGetTemplatesQuery, type TemplateRow } from '../../../api/templateApi';
import { TemplateEditDialog } from '../../../components/TemplateEditDialog';
import { AdminGrid } from '../common/AdminGrid';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { dateOnly } from '../../../../common/timing';
import { formatDate } from '../../../../common/format';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

export function TemplateList() {
  const { isFetching, error, refetch } = useGetTemplatesQuery();
  const rows = useAppSelector(templateSelectors.selectAll);
  const [deleteTemplate] = useDeleteTemplateMutation();
  const remove = useRemove({ kind: 'template', what: 'template', remove: (id) => deleteTemplate(id).unwrap() });
  const [editing, setEditing] = useState<number | null>(null);
  const { t, language } = useTranslation();
  const columns = useMemo<GridColDef<TemplateRow>[]>(
    () => [
      { field: 'Id', headerName: t('adminStudents.templates.id'), width: 80 },
      {
        field: 'Name',
        headerName: t('adminStudents.templates.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/templatedetails/${row.Id}`}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'SubjectName', headerName: t('adminStudents.templates.subject'), flex: 1, minWidth: 140 },
      // the spec's bit-like value {type: 'Buffer', data: [1]}: its first element is shown
      { field: 'Status', headerName: t('adminStudents.templates.status'), width: 90, valueGetter: (v: TemplateRow['Status'] | undefined) => (v?.data[0] ? t('dayUse.template.active') : t('dayUse.template.inactive')) },
      { field: 'ApplyDate', headerName: t('adminStudents.templates.applyDate'), width: 130, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
      editColumn<TemplateRow>('template', (row) => setEditing(row.Id)),
      removeColumn(remove),
    ],
    [remove, t, language],
  );
  return (
    <>
      <AdminGrid label={t('adminStudents.templates.grid')} rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {editing !== null && <TemplateEditDialog templateId={editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </>
  );
}
