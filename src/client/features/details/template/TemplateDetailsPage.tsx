import { MESSAGES } from '../../../../common/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ColumnRow } from '../../../../common/dto/details';
import { useGetTemplateDetailsQuery } from '../../../api/detailsApi';
import { useRemoveScoreColumnMutation, useReplaceScoreColumnsMutation } from '../../../api/scoreColumnApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { DetailsFrame, InfoList, ItemsGrid, runAndToast } from '../common';
import { useToast } from '../../../components/useToast';
import { RemoveColumnDialog } from './RemoveColumnDialog';
import { dateOnly } from '../../../../common/timing';
import { formatPercent } from '../../../../common/format';

/** percent x100 with %, without float noise (0.3333 -> 33.33%). */

/** /templatedetails/{id}: the template and its score columns (one call). */
export default function TemplateDetailsPage() {
  const templateId = Number(useParams().id);
  const valid = Number.isInteger(templateId) && templateId > 0;
  const { data, isLoading, error } = useGetTemplateDetailsQuery(templateId, { skip: !valid });
  const [toRemove, setToRemove] = useState<ColumnRow | null>(null);
  const [remove, removing] = useRemoveScoreColumnMutation();
  const [replace, replacing] = useReplaceScoreColumnsMutation();
  const toasts = useToast();

  const columns: GridColDef<ColumnRow>[] = [
    { field: 'id', headerName: 'ID', width: 90 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
    { field: 'percent', headerName: 'Percent', width: 120, valueGetter: (v: number) => formatPercent(v) },
    {
      field: 'remove',
      headerName: 'Remove',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" color="error" disabled={data?.locked} onClick={() => setToRemove(row)} aria-label={`Remove column ${row.name}`}>
          Remove
        </Button>
      ),
    },
  ];

  const t = data?.template;
  return (
    <DetailsFrame title="Template details" loading={valid && isLoading} error={valid ? error : { data: { message: 'Unknown template' } }}>
      {data && t && (
        <>
          <InfoList
            label="Template information"
            items={[
              ['Template ID', t.Id],
              ['Name', t.Name],
              [
                'Subject',
                <Link key="s" component={RouterLink} to={`/subjectdetails/${t.SubjectId}`}>
                  {t.SubjectName}
                </Link>,
              ],
              ['Status', t.Status],
              ['Apply Date', dateOnly(t.ApplyDate)],
            ]}
          />
          {data.locked && (
            <Alert severity="info" sx={{ mb: 2 }}>
              A board using this template has marks: its score columns can no longer change.
            </Alert>
          )}
          <Typography variant="h6" component="h2" gutterBottom>
            List score column
          </Typography>
          <ItemsGrid aria-label="List score column" rows={data.columns} columns={columns} getRowId={(r) => r.id} />
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
