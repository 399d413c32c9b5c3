import { gridFilteredSortedRowIdsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { teacherSelectors, useBulkDeleteTeachersMutation, useDeleteTeacherMutation, useGetTeachersQuery, useImportTeachersMutation, type LecturerRow } from '../../../api/teacherApi';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { BulkDeleteButton } from '../common/BulkDelete';
import { ImportButton } from '../common/ImportButton';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { useCheckLecturersXlsxMutation, useImportLecturersXlsxMutation } from '../../../api/xlsxApi';
import { LECTURER_SHEET } from '../../../../common/importColumns';
import { useSelection } from '../common/useSelection';
import { resetPasswordColumn } from '../common/ResetPassword';
import { IMPORT_FIELDS } from './importFields';
import { TeacherEditDialog } from './TeacherEditDialog';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

/** teachers.csv: ID, Name, Birthday, Phone Number, Address (the 'Name' column exists for the export only). */
const CSV = { fileName: 'teachers', fields: ['Id', 'ExportName', 'BirthDay', 'PhoneNumber', 'Address'] };
/** The list's columns in the language in use. */
const columnsOf = (t: Translate): GridColDef<LecturerRow>[] => [
  { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
  { field: 'Name', headerName: t('adminUi.teachers.name'), flex: 1, minWidth: 160 },
  exportNameColumn(),
  { field: 'PhoneNumber', headerName: t('adminUi.teachers.phone'), width: 150 },
  birthdayColumn(),
  { field: 'Address', headerName: t('adminUi.fields.address'), flex: 1, minWidth: 160 },
  { field: 'Email', headerName: t('adminUi.common.email'), minWidth: 180 },
  resetPasswordColumn('teacher'),
];

export function TeacherList() {
  const { isFetching, error, refetch } = useGetTeachersQuery();
  const rows = useAppSelector(teacherSelectors.selectAll);
  const [importRows] = useImportTeachersMutation();
  const [importXlsx] = useImportLecturersXlsxMutation();
  const [checkXlsx] = useCheckLecturersXlsxMutation();
  const [deleteTeacher] = useDeleteTeacherMutation();
  const [bulkDelete] = useBulkDeleteTeachersMutation();
  const selection = useSelection(rows);
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t), [t]);
  // the rows the grid's search and filter keep (filtered in the browser): "Export Excel…" offers them or all rows
  const apiRef = useGridApiRef();
  const [shownIds, setShownIds] = useState('');
  const onStateChange = () => {
    const ids = apiRef.current ? gridFilteredSortedRowIdsSelector(apiRef).map(String) : [];
    const joined = ids.length < rows.length ? ids.join(',') : '';
    if (joined !== shownIds) setShownIds(joined);
  };
  const shown = shownIds ? { count: shownIds.split(',').length, query: `ids=${shownIds}`, total: rows.length } : null;
  return (
    <PersonList
      what="lecturer"
      label={t('adminUi.teachers.list')}
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
          <XlsxExportButton path="/export/lecturers.xlsx" fileName="lecturers.xlsx" shown={shown} />
          <XlsxImportButton noun="lecturers" template="lecturers" columns={Object.values(IMPORT_FIELDS)} importFile={(file) => importXlsx(file).unwrap()}
            preview={{ sheet: LECTURER_SHEET, checkFile: (file) => checkXlsx(file).unwrap() }}
          />
          <BulkDeleteButton ids={selection.ids} noun="lecturers" run={(ids) => bulkDelete(ids).unwrap()} onDone={selection.unselect} />
        </>
      }
      gridProps={{ apiRef, onStateChange, checkboxSelection: true, rowSelectionModel: selection.model, onRowSelectionModelChange: selection.setModel }}
    />
  );
}
