import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { teacherSelectors, useDeleteTeacherMutation, useGetTeachersQuery, useImportTeachersMutation, type LecturerRow } from '../../../api/teacherApi';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { ImportButton } from '../common/ImportButton';
import { resetPasswordColumn } from '../common/ResetPassword';
import { IMPORT_FIELDS } from './importFields';
import { TeacherEditDialog } from './TeacherEditDialog';

/** teachers.csv: ID, Name, Birthday, Phone Number, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'teachers', fields: ['Id', 'ExportName', 'BirthDay', 'PhoneNumber', 'Address'] };
const COLUMNS: GridColDef<LecturerRow>[] = [
  { field: 'Id', headerName: 'ID', width: 80 },
  { field: 'Name', headerName: 'Lecturer Name', flex: 1, minWidth: 160 },
  exportNameColumn(),
  { field: 'PhoneNumber', headerName: 'Phone Number', width: 150 },
  birthdayColumn(),
  { field: 'Address', headerName: 'Address', flex: 1, minWidth: 160 },
  resetPasswordColumn('teacher'),
];

export function TeacherList() {
  const { data, isFetching, error, refetch } = useGetTeachersQuery();
  const [importRows] = useImportTeachersMutation();
  const [deleteTeacher] = useDeleteTeacherMutation();
  const rows = useMemo(() => (data ? teacherSelectors.selectAll(data) : []), [data]);
  return (
    <PersonList
      what="lecturer"
      label="Lecturers"
      rows={rows}
      loading={isFetching}
      columns={COLUMNS}
      remove={(id) => deleteTeacher(id).unwrap()}
      editDialog={(row, onClose) => <TeacherEditDialog teacher={row} onClose={onClose} />}
      csvOptions={CSV}
      error={error}
      onRetry={refetch}
      actions={<ImportButton noun="lecturers" fields={IMPORT_FIELDS} importRows={(rows) => importRows(rows).unwrap()} />}
    />
  );
}
