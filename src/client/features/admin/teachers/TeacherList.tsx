import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { teacherSelectors, useBulkDeleteTeachersMutation, useDeleteTeacherMutation, useGetTeachersQuery, useImportTeachersMutation, type LecturerRow } from '../../../api/teacherApi';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { BulkDeleteButton } from '../common/BulkDelete';
import { ImportButton } from '../common/ImportButton';
import { useSelection } from '../common/useSelection';
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
  const [bulkDelete] = useBulkDeleteTeachersMutation();
  const rows = useMemo(() => (data ? teacherSelectors.selectAll(data) : []), [data]);
  const selection = useSelection(rows);
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
      actions={
        <>
          <ImportButton noun="lecturers" fields={IMPORT_FIELDS} importRows={(rows) => importRows(rows).unwrap()} />
          <BulkDeleteButton ids={selection.ids} noun="lecturers" run={(ids) => bulkDelete(ids).unwrap()} onDone={selection.unselect} />
        </>
      }
      gridProps={{ checkboxSelection: true, rowSelectionModel: selection.model, onRowSelectionModelChange: selection.setModel }}
    />
  );
}
