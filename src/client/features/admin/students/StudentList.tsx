import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { studentSelectors, useDeleteStudentMutation, useGetStudentsQuery, type StudentRow } from '../../../api/studentApi';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { resetPasswordColumn } from '../common/ResetPassword';
import { StudentEditDialog } from './StudentEditDialog';

/** students.csv: ID, Code, Name, Birthday, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'students', fields: ['Id', 'Code', 'ExportName', 'BirthDay', 'Address'] };
const SORT = [{ field: 'Code', sort: 'asc' as const }];
const COLUMNS: GridColDef<StudentRow>[] = [
  { field: 'Id', headerName: 'ID', width: 80, sortable: false },
  { field: 'Code', headerName: 'Code', width: 140 },
  { field: 'Name', headerName: 'Student Name', flex: 1, minWidth: 160 },
  exportNameColumn(),
  { field: 'Address', headerName: 'Address', flex: 1, minWidth: 160, sortable: false },
  birthdayColumn({ sortable: false }),
  resetPasswordColumn('student'),
];

export function StudentList() {
  const { data, isFetching } = useGetStudentsQuery();
  const [deleteStudent] = useDeleteStudentMutation();
  const rows = useMemo(() => (data ? studentSelectors.selectAll(data) : []), [data]);
  return (
    <PersonList
      what="student"
      label="Students"
      rows={rows}
      loading={isFetching}
      columns={COLUMNS}
      remove={(id) => deleteStudent(id).unwrap()}
      editDialog={(row, onClose) => <StudentEditDialog student={row} onClose={onClose} />}
      csvOptions={CSV}
      defaultSort={SORT}
    />
  );
}
