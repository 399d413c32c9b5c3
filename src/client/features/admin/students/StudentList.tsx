import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { studentSelectors, useBulkDeleteStudentsMutation, useDeleteStudentMutation, useGetStudentsQuery, useImportStudentsMutation, type StudentRow } from '../../../api/studentApi';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { BulkDeleteButton } from '../common/BulkDelete';
import { ImportButton } from '../common/ImportButton';
import { useSelection } from '../common/useSelection';
import { StudentBulkActions } from './StudentBulkActions';
import { resetPasswordColumn } from '../common/ResetPassword';
import { IMPORT_FIELDS } from './importFields';
import { StudentEditDialog } from './StudentEditDialog';

/** students.csv: ID, Code, Name, Birthday, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'students', fields: ['Id', 'Code', 'ExportName', 'BirthDay', 'Address'] };
const SORT = [{ field: 'Code', sort: 'asc' as const }];
const COLUMNS: GridColDef<StudentRow>[] = [
  { field: 'Id', headerName: 'ID', width: 80 },
  { field: 'Code', headerName: 'Code', width: 140 },
  { field: 'Name', headerName: 'Student Name', flex: 1, minWidth: 160 },
  exportNameColumn(),
  { field: 'Address', headerName: 'Address', flex: 1, minWidth: 160 },
  birthdayColumn(),
  resetPasswordColumn('student'),
];

export function StudentList() {
  const { data, isFetching, error, refetch } = useGetStudentsQuery();
  const [importRows] = useImportStudentsMutation();
  const [deleteStudent] = useDeleteStudentMutation();
  const [bulkDelete] = useBulkDeleteStudentsMutation();
  const rows = useMemo(() => (data ? studentSelectors.selectAll(data) : []), [data]);
  const selection = useSelection(rows);
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
      error={error}
      onRetry={refetch}
      actions={
        <>
          <ImportButton noun="students" fields={IMPORT_FIELDS} importRows={(rows) => importRows(rows).unwrap()} />
          <BulkDeleteButton ids={selection.ids} noun="students" run={(ids) => bulkDelete(ids).unwrap()} onDone={selection.unselect} />
          <StudentBulkActions ids={selection.ids} />
        </>
      }
      gridProps={{ checkboxSelection: true, rowSelectionModel: selection.model, onRowSelectionModelChange: selection.setModel }}
      defaultSort={SORT}
    />
  );
}
