import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { templateSelectors, useDeleteTemplateMutation, useGetTemplatesQuery, type TemplateRow } from '../../../api/templateApi';
import { AdminGrid } from '../common/AdminGrid';
import { removeColumn, useRemove } from '../common/useRemove';
import { dateOnly } from '../../../../common/timing';

export function TemplateList() {
  const { data, isFetching, error, refetch } = useGetTemplatesQuery();
  const [deleteTemplate] = useDeleteTemplateMutation();
  const remove = useRemove({ kind: 'template', what: 'template', remove: (id) => deleteTemplate(id).unwrap() });
  const rows = useMemo(() => (data ? templateSelectors.selectAll(data) : []), [data]);
  const columns = useMemo<GridColDef<TemplateRow>[]>(
    () => [
      { field: 'Id', headerName: 'ID', width: 80 },
      {
        field: 'Name',
        headerName: 'Course',
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/templatedetails/${row.Id}`}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'SubjectName', headerName: 'Subject Id', flex: 1, minWidth: 140 },
      // the spec's bit-like value {type: 'Buffer', data: [1]}: its first element is shown
      { field: 'Status', headerName: 'Status', width: 90, valueGetter: (v: TemplateRow['Status'] | undefined) => v?.data[0] },
      { field: 'ApplyDate', headerName: 'Apply Date', width: 130, valueGetter: (v: string) => dateOnly(v) },
      removeColumn(remove),
    ],
    [remove],
  );
  return (
    <>
      <AdminGrid label="Template scores" rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
    </>
  );
}
