import { t as translate, useTranslation } from '../../../i18n/i18n';
import { MESSAGES } from '../../../../common/specMessages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ColumnRow } from '../../../../common/contract/details';
import { useGetTemplateDetailsQuery } from '../../../api/detailsApi';
import { useRemoveScoreColumnMutation, useReplaceScoreColumnsMutation } from '../../../api/scoreColumnApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { DetailsFrame, InfoList, ItemsGrid, runAndToast } from '../common';
import { useToast } from '../../../components/useToast';
import { RemoveColumnDialog } from './RemoveColumnDialog';
import { TemplateEditDialog } from '../../../components/TemplateEditDialog';
import { formatDate, formatPercent } from '../../../../common/format';

/** percent x100 with %, without float noise (0.3333 -> 33.33%). */

/** /templatedetails/{id}: the template and its score columns (one call). */
export default function TemplateDetailsPage() {
  const templateId = Number(useParams().id);
  const valid = Number.isInteger(templateId) && templateId > 0;
  const { data, isLoading, error } = useGetTemplateDetailsQuery(templateId, { skip: !valid });
  const [toRemove, setToRemove] = useState<ColumnRow | null>(null);
  const [editing, setEditing] = useState(false);
  const [remove, removing] = useRemoveScoreColumnMutation();
  const [replace, replacing] = useReplaceScoreColumnsMutation();
  const toasts = useToast();
  const { language } = useTranslation();

  const columns: GridColDef<ColumnRow>[] = [
    { field: 'id', headerName: translate('details.id'), width: 90 },
    { field: 'name', headerName: translate('details.name'), flex: 1, minWidth: 180 },
    { field: 'percent', headerName: translate('student.weight'), width: 120, valueGetter: (v: number) => formatPercent(v, language) },
    {
      field: 'remove',
      headerName: translate('details.remove'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" color="error" disabled={data?.locked} onClick={() => setToRemove(row)} aria-label={translate('template.removeColumn', { name: row.name })}>
          {translate('details.remove')}
        </Button>
      ),
    },
  ];

  const t = data?.template;
  return (
    <DetailsFrame title={translate('template.title')} loading={valid && isLoading} error={valid ? error : { data: { message: translate('template.unknown') } }}>
      {data && t && (
        <>
          <InfoList
            label={translate('template.info')}
            items={[
              [translate('template.id'), t.Id],
              [translate('details.name'), t.Name],
              [
                translate('details.subject'),
                <Link key="s" component={RouterLink} to={`/subjectdetails/${t.SubjectId}`}>
                  {t.SubjectName}
                </Link>,
              ],
              [translate('details.status'), t.Status],
              [translate('template.applyDate'), formatDate(t.ApplyDate, language)],
            ]}
          />
          <Button variant="outlined" size="small" sx={{ mb: 2 }} onClick={() => setEditing(true)} aria-label={translate('adminStudents.templateEdit.buttonLabel', { id: t.Id })}>
            {translate('adminStudents.templateEdit.button')}
          </Button>
          {editing && <TemplateEditDialog templateId={t.Id} onClose={() => setEditing(false)} />}
          {data.locked && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('template.locked')}
            </Alert>
          )}
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('template.listColumns')}
          </Typography>
          <ItemsGrid aria-label={translate('template.listColumns')} rows={data.columns} columns={columns} getRowId={(r) => r.id} />
          {toRemove && data.columns.length > 1 && (
            <RemoveColumnDialog
              column={toRemove}
              columns={data.columns}
              busy={replacing.isLoading}
              onCancel={() => setToRemove(null)}
              onConfirm={async (dataColumn) => {
                const ok = await runAndToast(toasts, () => replace({ templateId: t.Id, dataColumn }), MESSAGES.deleted);
                if (ok) setToRemove(null);
              }}
            />
          )}
          <ConfirmDialog
            open={toRemove !== null && data.columns.length <= 1}
            message={toRemove ? removeQuestion('score column', toRemove.id) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              await runAndToast(toasts, () => remove({ id: toRemove.id, templateId: t.Id }), MESSAGES.deleted);
              setToRemove(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
