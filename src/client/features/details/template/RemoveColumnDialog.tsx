import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useTranslation } from '../../../i18n/i18n';
import type { ColumnRow } from '../../../../common/contract/details';
import { basisPointsOf, basisPointsToPercentText, rebalanceBasisPoints } from '../../../../common/grading';
import { checkColumns, toDataColumn, validateColumns, type ColumnDraft, type DataColumn } from '../../../components/scoreColumnsForm';

/**
 * Removing a score column keeps the 100 % rule: the remaining columns get new percents (proposed in
 * proportion to the old ones by the shared rule, editable) and the whole set is replaced in one call.
 */
export function proposeRebalance(remaining: ColumnRow[]): string[] {
  return rebalanceBasisPoints(remaining.map((c) => basisPointsOf(c.percent))).map(basisPointsToPercentText);
}

export function RemoveColumnDialog({
  column,
  columns,
  busy,
  onCancel,
  onConfirm,
}: {
  column: ColumnRow;
  columns: ColumnRow[];
  busy: boolean;
  onCancel(): void;
  onConfirm(dataColumn: DataColumn[]): void;
}) {
  const { t } = useTranslation();
  const remaining = columns.filter((c) => c.id !== column.id);
  const proposed = proposeRebalance(remaining);
  const initialValues = { count: String(remaining.length), rows: remaining.map((c, i): ColumnDraft => ({ name: c.name, percent: proposed[i]! })) };

  return (
    <Dialog open onClose={() => undefined} aria-labelledby="remove-column-title" fullWidth maxWidth="sm">
      <Formik initialValues={initialValues} validate={validateColumns} validateOnChange={false} validateOnBlur={false} onSubmit={(v) => onConfirm(toDataColumn(v.rows))}>
        {({ values, handleChange }) => {
          const check = checkColumns(values.rows);
          return (
            <Form noValidate aria-labelledby="remove-column-title">
              <DialogTitle id="remove-column-title">{t('adminStudents.removeColumn.title')}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                  {t('adminStudents.removeColumn.question', { id: column.id })}
                </DialogContentText>
                <Stack spacing={2}>
                  {values.rows.map((r, i) => (
                    <TextField
                      key={remaining[i]!.id}
                      name={`rows.${i}.percent`}
                      label={t('adminStudents.removeColumn.percent', { name: r.name })}
                      type="number"
                      size="small"
                      value={r.percent}
                      onChange={handleChange}
                      error={!!check.rowErrors[i]?.percent}
                      slotProps={{ htmlInput: { min: 0.01, max: 100, step: 0.01 } }}
                    />
                  ))}
                </Stack>
                <Typography sx={{ mt: 2 }} aria-live="polite">
                  {t('adminStudents.removeColumn.total', { sum: check.sumText })}
                </Typography>
                {!check.ready && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {t('adminStudents.removeColumn.rule')}
                  </Alert>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={onCancel} disabled={busy}>
                  {t('adminStudents.removeColumn.cancel')}
                </Button>
                <Button type="submit" color="error" variant="contained" disabled={busy || !check.ready}>
                  {t('adminStudents.removeColumn.confirm')}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
