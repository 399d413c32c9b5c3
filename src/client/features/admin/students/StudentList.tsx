import { getGridNumericOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { narrowsStudents, STUDENT_NUMBER_OPS, STUDENT_TEXT_OPS } from '../../../../common/students';
import { errorMessage } from '../../../api/baseApi';
import { useBulkDeleteMatchingStudentsMutation, useBulkDeleteStudentsMutation, useDeleteStudentMutation, useImportStudentsMutation, type StudentRow } from '../../../api/studentApi';
import { useToast } from '../../../components/useToast';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { birthdayColumn, exportNameColumn, PersonList } from '../common/PersonList';
import { BulkDeleteButton } from '../common/BulkDelete';
import { ImportButton } from '../common/ImportButton';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { useCheckStudentsXlsxMutation, useImportStudentsXlsxMutation } from '../../../api/xlsxApi';
import { STUDENT_SHEET } from '../../../../common/importColumns';
import { useSelection } from '../common/useSelection';
import { StudentBulkActions } from './StudentBulkActions';
import { resetPasswordColumn } from '../common/ResetPassword';
import { IMPORT_FIELDS } from './importFields';
import { StudentEditDialog } from './StudentEditDialog';
import { downloadCsv, studentsCsv } from './studentCsv';
import { useStudentGrid } from './useStudentGrid';
import { SelectAllMatching } from './SelectAllMatching';

const CSV = { fileName: 'students', fields: ['Id', 'Code', 'ExportName', 'BirthDay', 'Address'] };
/** the operators the server applies (GET /student/paged): numbers on ID, texts elsewhere */
const TEXT_OPS = getGridStringOperators().filter((o) => (STUDENT_TEXT_OPS as readonly string[]).includes(o.value));
const NUMBER_OPS = getGridNumericOperators().filter((o) => (STUDENT_NUMBER_OPS as readonly string[]).includes(o.value));
/** The export's query of the rows the grid shows: its search, filter and sort. */
const shownQuery = (query: Record<string, string | undefined>) =>
  new URLSearchParams([['shown', '1'], ...Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')]).toString();

const columnsIn = (t: Translate): GridColDef<StudentRow>[] => [
  { field: 'Id', headerName: t('adminStudents.students.id'), width: 80, filterOperators: NUMBER_OPS },
  { field: 'Code', headerName: t('adminStudents.students.code'), width: 140, filterOperators: TEXT_OPS },
  { field: 'Name', headerName: t('adminStudents.students.name'), flex: 1, minWidth: 160, filterOperators: TEXT_OPS },
  { ...exportNameColumn<StudentRow>(), sortable: false, filterable: false },
  { field: 'Address', headerName: t('adminStudents.students.address'), flex: 1, minWidth: 160, filterOperators: TEXT_OPS },
  { ...birthdayColumn<StudentRow>(), filterOperators: TEXT_OPS },
  { field: 'Email', headerName: t('adminUi.common.email'), minWidth: 180, sortable: false, filterable: false },
  resetPasswordColumn('student'),
];

/** The Students grid: paged, sorted, searched and filtered on the server (it stays responsive with 20,000 students). */
export function StudentList() {
  const grid = useStudentGrid();
  const toast = useToast();
  const { t, language } = useTranslation();
  // the headers follow the chosen language (t itself is one stable function)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsIn(t), [t, language]);
  const [importRows] = useImportStudentsMutation();
  const [importXlsx] = useImportStudentsXlsxMutation();
  const [checkXlsx] = useCheckStudentsXlsxMutation();
  const [deleteStudent] = useDeleteStudentMutation();
  const [bulkDelete] = useBulkDeleteStudentsMutation();
  const [bulkDeleteMatching] = useBulkDeleteMatchingStudentsMutation();
  const selection = useSelection(grid.rows);
  // "all N matching" holds for the filter it was chosen under; a new search or filter, or a changed selection, drops it
  const [matchingFor, setMatchingFor] = useState<typeof grid.filter | null>(null);
  const narrowed = narrowsStudents(grid.filter);
  const matching = narrowed && matchingFor === grid.filter ? { filter: grid.filter, count: grid.total } : undefined;
  const pageSelected = narrowed && grid.rows.length > 0 && grid.total > grid.rows.length && grid.rows.every((r) => selection.ids.includes(r.Id));
  const exportFiltered = async () => {
    try {
      downloadCsv('students.csv', studentsCsv(await grid.fetchFiltered(), t));
    } catch (e) {
      toast.error(errorMessage(e, t('adminStudents.students.exportFailed')));
    }
  };
  const onSelection: typeof selection.setModel = (model) => {
    setMatchingFor(null);
    selection.setModel(model);
  };
  const gridProps = { ...grid.gridProps, checkboxSelection: true, rowSelectionModel: selection.model, onRowSelectionModelChange: onSelection };
  return (
    <>
      <SelectAllMatching total={grid.total} pageSelected={pageSelected} chosen={!!matching} onChoose={() => setMatchingFor(grid.filter)} onClear={() => onSelection({ type: 'include', ids: new Set() })} />
      <PersonList
        what="student"
        label={t('adminStudents.students.grid')}
        rows={grid.rows}
        loading={grid.loading}
        columns={columns}
        remove={(id) => deleteStudent(id).unwrap()}
        editDialog={(row, onClose) => <StudentEditDialog student={row} onClose={onClose} />}
        csvOptions={CSV}
        onExport={() => void exportFiltered()}
        exporting={grid.exporting}
        error={grid.error}
        onRetry={grid.refetch}
        actions={
          <>
            <ImportButton noun="students" fields={IMPORT_FIELDS} importRows={(rows) => importRows(rows).unwrap()} />
            <XlsxExportButton path="/export/students.xlsx" fileName="students.xlsx" shown={narrowed ? { count: grid.total, query: shownQuery(grid.query) } : null} />
            <XlsxImportButton noun="students" template="students" columns={Object.values(IMPORT_FIELDS)} importFile={(file) => importXlsx(file).unwrap()}
            preview={{ sheet: STUDENT_SHEET, checkFile: (file) => checkXlsx(file).unwrap() }}
          />
            <BulkDeleteButton
              ids={selection.ids}
              noun={t('adminStudents.nouns.students')}
              matching={matching?.count}
              run={(ids) => (matching ? bulkDeleteMatching(matching.filter) : bulkDelete(ids)).unwrap()}
              onDone={(done) => {
                setMatchingFor(null);
                selection.unselect(done);
              }}
            />
            <StudentBulkActions ids={selection.ids} matching={matching} />
          </>
        }
        gridProps={gridProps}
      />
    </>
  );
}
