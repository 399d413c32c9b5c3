import type { GridColDef } from '@mui/x-data-grid';
import { projectScreen, type ProjectRow } from '../../../api/projectApi';
import { useCatalogList } from '../common/CatalogList';
import { XlsxImportButton } from '../common/XlsxImportButton';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { useCheckProjectsXlsxMutation, useImportProjectsXlsxMutation } from '../../../api/xlsxApi';
import { PROJECT_IMPORT_COLUMNS, PROJECT_SHEET } from '../../../../common/importColumns';
import { ProjectEditDialog } from '../../../components/edits/ProjectEditDialog';
import { nameLinkColumn, semesterColumn } from '../../../components/gridColumns';
import type { Translate } from '../../../i18n/i18n';

const projectColumns = (t: Translate): GridColDef<ProjectRow>[] => [
  { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
  semesterColumn(t('adminUi.fields.semester'), 150),
  { field: 'SubjectName', headerName: t('adminUi.fields.subject'), flex: 1, minWidth: 130 },
  { field: 'CourseName', headerName: t('adminUi.fields.course'), flex: 1, minWidth: 130 },
  nameLinkColumn(t('adminUi.projects.project'), 160, (row) => `/projectdetails/${row.CourseId}/${row.Id}`),
];

export function ProjectList({ courseId }: { courseId: number }) {
  const [importXlsx] = useImportProjectsXlsxMutation();
  const [checkXlsx] = useCheckProjectsXlsxMutation();
  return useCatalogList({
    label: 'adminUi.projects.list',
    of: projectScreen,
    narrow: { field: 'CourseId', id: courseId },
    columns: projectColumns,
    edit: (project, close) => <ProjectEditDialog project={project} onClose={close} />,
    actions: (
      <>
        <XlsxExportButton path={`/export/projects.xlsx?course=${courseId}`} fileName={`projects-${courseId}.xlsx`} />
        <XlsxImportButton noun="projects" template="projects" columns={Object.values(PROJECT_IMPORT_COLUMNS)} importFile={(file) => importXlsx(file).unwrap()}
          preview={{ sheet: PROJECT_SHEET, checkFile: (file) => checkXlsx(file).unwrap() }}
        />
      </>
    ),
  });
}
