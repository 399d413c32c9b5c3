import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { MAX_SCORE_COLUMNS } from '../../../../common/validation/templates';
import { translateValidation, useTranslation } from '../../../i18n/i18n';
import { checkColumns, toDataColumn, validateColumns, type ColumnsValues, type DataColumn } from '../../../components/scoreColumnsForm';

const INITIAL: ColumnsValues = { count: '', rows: [] };

/**
 * Step 2: 'You must create score column for template score'. A number of rows, Generate Table, then Name and
 * Percent (a percentage) per row; the live sum is shown and Confirm is enabled only when the shared schema accepts
 * the columns (names, exactly 100 %). Confirm hands over the columns as fractions.
 */
export interface ColumnsStepProps {
  busy: boolean;
  /** the columns typed before (kept across Back and a refused Confirm) */
  initial?: ColumnsValues;
  onBack(values: ColumnsValues): void;
  onConfirm(dataColumn: DataColumn[], values: ColumnsValues): void;
}

export function ColumnsStep({ busy, initial = INITIAL, onBack, onConfirm }: ColumnsStepProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="columns-step-title">
      <Typography id="columns-step-title" variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('adminStudents.columnsStep.title')}
      </Typography>
      <Formik<ColumnsValues>
        initialValues={initial}
        // The live check below renders from the values; the schema runs again on submit.
        validate={validateColumns}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={(values) => onConfirm(toDataColumn(values.rows), values)}>
        {({ values, handleChange, setFieldValue }) => {
          const n = Number(values.count);
          const countValid = Number.isInteger(n) && n >= 1 && n <= MAX_SCORE_COLUMNS;
          const check = checkColumns(values.rows);
          const generate = () => void setFieldValue('rows', Array.from({ length: n }, (_v, i) => values.rows[i] ?? { name: '', percent: '' }));
          return (
            <Form noValidate aria-labelledby="columns-step-title">
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
                <TextField
                  id="column-count"
                  name="count"
                  label={t('adminStudents.columnsStep.count')}
                  type="number"
                  size="small"
                  value={values.count}
                  onChange={handleChange}
                  error={values.count !== '' && !countValid}
                  helperText={values.count !== '' && !countValid ? t('adminStudents.columnsStep.between', { max: MAX_SCORE_COLUMNS }) : ' '}
                  sx={{ minWidth: 200, flexShrink: 0 }}
                  slotProps={{ htmlInput: { min: 1, max: MAX_SCORE_COLUMNS } }}
                />
                <Button variant="outlined" onClick={generate} disabled={!countValid}>
                  {t('adminStudents.columnsStep.generate')}
                </Button>
              </Box>
              {values.rows.length > 0 && (
                <Table size="small" aria-label={t('adminStudents.columnsStep.table')} sx={{ maxWidth: 700 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell>{t('adminStudents.columnsStep.name')}</TableCell>
                      <TableCell>{t('adminStudents.columnsStep.percent')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {values.rows.map((r, i) => (
                      <TableRow key={i}>
                        <TableCell>{i + 1}</TableCell>
                        <TableCell>
                          <TextField
                            id={`column-name-${i}`}
                            name={`rows.${i}.name`}
                            label={t('adminStudents.columnsStep.rowName', { n: i + 1 })}
                            size="small"
                            value={r.name}
                            onChange={handleChange}
                            error={r.name !== '' && !!check.rowErrors[i]?.name}
                            helperText={r.name !== '' && check.rowErrors[i]?.name ? translateValidation(check.rowErrors[i]?.name) : undefined}
                            fullWidth
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            id={`column-percent-${i}`}
                            name={`rows.${i}.percent`}
                            label={t('adminStudents.columnsStep.rowPercent', { n: i + 1 })}
                            size="small"
                            inputMode="decimal"
                            value={r.percent}
                            onChange={handleChange}
                            error={r.percent !== '' && !!check.rowErrors[i]?.percent}
                            helperText={r.percent !== '' && check.rowErrors[i]?.percent ? translateValidation(check.rowErrors[i]?.percent) : undefined}
                            fullWidth
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {values.rows.length > 0 && (
                <Typography role="status" aria-live="polite" sx={{ mt: 1, fontWeight: 600 }} color={check.sumBasisPoints === 10_000 ? 'success.main' : 'error.main'}>
                  {t('adminStudents.columnsStep.total', { sum: check.sumText })}
                  {check.sumBasisPoints === 10_000 ? '' : t('adminStudents.columnsStep.not100')}
                </Typography>
              )}
              {check.duplicateNames && <Alert severity="warning">{t('adminStudents.columnsStep.duplicate')}</Alert>}
              <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
                <Button onClick={() => onBack(values)} disabled={busy}>
                  {t('adminStudents.columnsStep.back')}
                </Button>
                <Button type="submit" variant="contained" disabled={!check.ready || busy}>
                  {t('adminStudents.columnsStep.confirm')}
                </Button>
              </Box>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
