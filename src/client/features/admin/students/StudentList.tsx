import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { studentSelectors, useDeleteStudentMutation, useGetStudentsQuery, type StudentRow } from '../../../api/studentApi';
import { AdminGrid } from '../common/AdminGrid';
import { useRemove } from '../common/useRemove';
import { StudentEditDialog } from './StudentEditDialog';

/** students.csv: ID, Code, Name, Birthday, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'students', fields: ['Id', 'Code', 'ExportName', 'BirthDay', 'Address'] };
const HIDDEN = ['ExportName'];
const date = (v: string | null) => (v ?? '').slice(0, 10);

export function StudentList() {
  const { data, isFetching } = useGetStudentsQuery();
  const [deleteStudent] = useDeleteStudentMutation();
  const [editing, setEditing] = useState<StudentRow | null>(null);
  const remove = useRemove({ what: 'student', title: 'Delete a user', remove: (id) => deleteStudent(id).unwrap() });
  const rows = useMemo(() => (data ? studentSelectors.selectAll(data) : []), [data]);
  const columns = useMemo<GridColDef<StudentRow>[]>(
    () => [
      { field: 'Id', headerName: 'ID', width: 80, sortable: false },
      { field: 'Code', headerName: 'Code', width: 140 },
      { field: 'Name', headerName: 'Student Name', flex: 1, minWidth: 160 },
      { field: 'ExportName', headerName: 'Name', valueGetter: (_v, row) => row.Name },
      { field: 'Address', headerName: 'Address', flex: 1, minWidth: 160, sortable: false },
      { field: 'BirthDay', headerName: 'Birthday', width: 120, sortable: false, valueGetter: date },
      {
        field: 'Action',
        headerName: 'Action',
        width: 180,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <>
            <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit student ${row.Id}`}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={() => remove.ask(row.Id)} aria-label={`Remove student ${row.Id}`}>
              Remove
            </Button>
          </>
        ),
      },
    ],
    [remove],
  );
  return (
    <>
      <AdminGrid
        label="Students"
        rows={rows}
        columns={columns}
        loading={isFetching}
        getRowId={(r) => r.Id}
        csvOptions={CSV}
        hiddenFields={HIDDEN}
        defaultSort={[{ field: 'Code', sort: 'asc' }]}
      />
      {editing && <StudentEditDialog student={editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </>
  );
}
