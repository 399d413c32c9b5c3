import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { teacherSelectors, useBulkDeleteTeachersMutation, useDeleteTeacherMutation, useGetTeachersQuery, useImportTeachersMutation, type LecturerRow } from '../../../api/teacherApi';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { BulkDeleteButton } from '../common/BulkDelete';
import { ImportButton } from '../common/ImportButton';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { useImportLecturersXlsxMutation } from '../../../api/xlsxApi';
import { useSelection } from '../common/useSelection';
import { resetPasswordColumn } from '../common/ResetPassword';
import { IMPORT_FIELDS } from './importFields';
import { TeacherEditDialog } from './TeacherEditDialog';
import { t as translate, useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

/** teachers.csv: ID, Name, Birthday, Phone Number, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'teachers', fields: ['Id', 'ExportName', 'BirthDay', 'PhoneNumber', 'Address'] };
/** The list's columns in the language in use. */
const columnsOf = (_language: string): GridColDef<LecturerRow>[] => [
  { field: 'Id', headerName: translate('adminUi.common.id'), width: 80 },
  { field: 'Name', headerName: translate('adminUi.teachers.name'), flex: 1, minWidth: 160 },
  exportNameColumn(),
  { field: 'PhoneNumber', headerName: translate('adminUi.teachers.phone'), width: 150 },
  birthdayColumn(),
  { field: 'Address', headerName: translate('adminUi.fields.address'), flex: 1, minWidth: 160 },
  resetPasswordColumn('teacher'),
];

export function TeacherList() {
  const { isFetching, error, refetch } = useGetTeachersQuery();
  const rows = useAppSelector(teacherSelectors.selectAll);
  const [importRows] = useImportTeachersMutation();
  const [importXlsx] = useImportLecturersXlsxMutation();
  const [deleteTeacher] = useDeleteTeacherMutation();
  const [bulkDelete] = useBulkDeleteTeachersMutation();
  const selection = useSelection(rows);
  const { language } = useTranslation();
  const columns = useMemo(() => columnsOf(language), [language]);
  return (
    <PersonList
      what="lecturer"
      label={translate('adminUi.teachers.list')}
      rows={rows}
      loading={isFetching}
      columns={columns}
      remove={(id) => deleteTeacher(id).unwrap()}
      editDialog={(row, onClose) => <TeacherEditDialog teacher={row} onClose={onClose} />}
      csvOptions={CSV}
      error={error}
      onRetry={refetch}
      actions={
        <>
          <ImportButton noun="lecturers" fields={IMPORT_FIELDS} importRows={(rows) => importRows(rows).unwrap()} />
          <XlsxExportButton path="/export/lecturers.xlsx" fileName="lecturers.xlsx" />
          <XlsxImportButton noun="lecturers" columns={Object.values(IMPORT_FIELDS)} importFile={(file) => importXlsx(file).unwrap()} />
          <BulkDeleteButton ids={selection.ids} noun="lecturers" run={(ids) => bulkDelete(ids).unwrap()} onDone={selection.unselect} />
        </>
      }
      gridProps={{ checkboxSelection: true, rowSelectionModel: selection.model, onRowSelectionModelChange: selection.setModel }}
    />
  );
}
