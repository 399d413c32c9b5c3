import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { teacherSelectors, useDeleteTeacherMutation, useGetTeachersQuery, type LecturerRow } from '../../../api/teacherApi';
import { AdminGrid } from '../common/AdminGrid';
import { useRemove } from '../common/useRemove';
import { TeacherEditDialog } from './TeacherEditDialog';

/** teachers.csv: ID, Name, Birthday, Phone Number, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'teachers', fields: ['Id', 'ExportName', 'BirthDay', 'PhoneNumber', 'Address'] };
const HIDDEN = ['ExportName'];
const date = (v: string | null) => (v ?? '').slice(0, 10);

export function TeacherList() {
  const { data, isFetching } = useGetTeachersQuery();
  const [deleteTeacher] = useDeleteTeacherMutation();
  const [editing, setEditing] = useState<LecturerRow | null>(null);
  const remove = useRemove({ what: 'lecturer', title: 'Delete a user', remove: (id) => deleteTeacher(id).unwrap() });
  const rows = useMemo(() => (data ? teacherSelectors.selectAll(data) : []), [data]);
  const columns = useMemo<GridColDef<LecturerRow>[]>(
    () => [
      { field: 'Id', headerName: 'ID', width: 80 },
      { field: 'Name', headerName: 'Lecturer Name', flex: 1, minWidth: 160 },
      { field: 'ExportName', headerName: 'Name', valueGetter: (_v, row) => row.Name },
      { field: 'PhoneNumber', headerName: 'Phone Number', width: 150 },
      { field: 'BirthDay', headerName: 'Birthday', width: 120, valueGetter: date },
      { field: 'Address', headerName: 'Address', flex: 1, minWidth: 160 },
      {
        field: 'Action',
        headerName: 'Action',
        width: 180,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <>
            <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit lecturer ${row.Id}`}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={() => remove.ask(row.Id)} aria-label={`Remove lecturer ${row.Id}`}>
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
      <AdminGrid label="Lecturers" rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} csvOptions={CSV} hiddenFields={HIDDEN} />
      {editing && <TeacherEditDialog teacher={editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </>
  );
}
