import type { GridColDef } from '@mui/x-data-grid';
import { subjectScreen, type SubjectRow } from '../../../api/subjectApi';
import { useCatalogList } from '../common/CatalogList';
import { SubjectEditDialog } from '../../../components/edits/SubjectEditDialog';
import { nameLinkColumn } from '../../../components/gridColumns';
import { t as translate, type Translate } from '../../../i18n/i18n';

const subjectColumns = (t: Translate): GridColDef<SubjectRow>[] => [
  { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
  nameLinkColumn(t('adminUi.fields.subject'), 160, (row) => `/subjectdetails/${row.Id}`),
  { field: 'Description', headerName: t('adminUi.fields.description'), flex: 2, minWidth: 200 },
];

const REMOVE_AS = { width: 120 };

export function SubjectList() {
  return useCatalogList({
    label: 'adminUi.subjects.list',
    of: subjectScreen,
    columns: subjectColumns,
    removeTexts: { failureText: translate('adminUi.courses.deleteError') },
    removeAs: REMOVE_AS,
    edit: (subject, close) => <SubjectEditDialog subject={subject} onClose={close} />,
  });
}
