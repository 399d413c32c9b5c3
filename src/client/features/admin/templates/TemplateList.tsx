import type { GridColDef } from '@mui/x-data-grid';
import { templateScreen, type TemplateRow } from '../../../api/templateApi';
import { TemplateEditDialog } from '../../../components/TemplateEditDialog';
import { useCatalogList } from '../common/CatalogList';
import { dateOnly } from '../../../../common/timing';
import { formatDate } from '../../../../common/format';
import type { Language } from '../../../../common/languages';
import { nameLinkColumn } from '../../../components/gridColumns';
import type { Translate } from '../../../i18n/i18n';

const templateColumns = (t: Translate, language: Language): GridColDef<TemplateRow>[] => [
  { field: 'Id', headerName: t('adminStudents.templates.id'), width: 80 },
  nameLinkColumn(t('adminStudents.templates.name'), 160, (row) => `/templatedetails/${row.Id}`),
  { field: 'SubjectName', headerName: t('adminStudents.templates.subject'), flex: 1, minWidth: 140 },
  // the spec's bit-like value {type: 'Buffer', data: [1]}: its first element is shown
  { field: 'Status', headerName: t('adminStudents.templates.status'), width: 90, valueGetter: (v: TemplateRow['Status'] | undefined) => (v?.data[0] ? t('adminStudents.templates.active') : t('adminStudents.templates.inactive')) },
  { field: 'ApplyDate', headerName: t('adminStudents.templates.applyDate'), width: 130, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
];

export function TemplateList() {
  return useCatalogList({
    label: 'adminStudents.templates.grid',
    of: templateScreen,
    columns: templateColumns,
    edit: (template, close) => <TemplateEditDialog templateId={template.Id} onClose={close} />,
  });
}
