import type { GridColDef } from '@mui/x-data-grid';
import { courseScreen, type CourseRow } from '../../../api/courseApi';
import { useCatalogList } from '../common/CatalogList';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { useCheckCoursesXlsxMutation, useImportCoursesXlsxMutation } from '../../../api/xlsxApi';
import { COURSE_IMPORT_COLUMNS, COURSE_SHEET } from '../../../../common/importColumns';
import { CourseEditDialog } from '../../../components/edits/CourseEditDialog';
import { nameLinkColumn, semesterColumn } from '../../../components/gridColumns';
import { t as translate, type Translate } from '../../../i18n/i18n';

const courseColumns = (t: Translate): GridColDef<CourseRow>[] => [
  { field: 'Id', headerName: t('adminUi.courses.courseId'), width: 110 },
  semesterColumn(t('adminUi.fields.semester'), 160),
  { field: 'SubjectName', headerName: t('adminUi.fields.subject'), flex: 1, minWidth: 140 },
  nameLinkColumn(t('adminUi.fields.courseName'), 160, (row) => `/coursedetails/${row.Id}`, (row) => sessionStorage.setItem('course', String(row.Id))),
  { field: 'LecturerName', headerName: t('adminUi.courses.teacher'), flex: 1, minWidth: 140 },
];

export function CourseList({ semesterId }: { semesterId: number }) {
  const [importXlsx] = useImportCoursesXlsxMutation();
  const [checkXlsx] = useCheckCoursesXlsxMutation();
  return useCatalogList({
    label: 'adminUi.courses.list',
    of: courseScreen,
    narrow: { field: 'SemesterId', id: semesterId },
    columns: courseColumns,
    removeTexts: { successCode: 'deletedCourse', failureText: translate('adminUi.courses.deleteError') },
    edit: (course, close) => <CourseEditDialog course={course} onClose={close} />,
    actions: (
      <>
        <XlsxExportButton path={`/export/courses.xlsx?semester=${semesterId}`} fileName={`courses-${semesterId}.xlsx`} />
        <XlsxImportButton noun="courses" template="courses" columns={Object.values(COURSE_IMPORT_COLUMNS)} importFile={(file) => importXlsx(file).unwrap()}
          preview={{ sheet: COURSE_SHEET, checkFile: (file) => checkXlsx(file).unwrap() }}
        />
      </>
    ),
  });
}
