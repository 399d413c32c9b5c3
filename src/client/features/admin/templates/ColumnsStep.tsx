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
  return (
    <Box component="section" aria-labelledby="columns-step-title">
      <Typography id="columns-step-title" variant="h6" component="h3" sx={{ mb: 2 }}>
        You must create score column for template score
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
                  label="Number of rows"
                  type="number"
                  size="small"
                  value={values.count}
                  onChange={handleChange}
                  error={values.count !== '' && !countValid}
                  helperText={values.count !== '' && !countValid ? `Between 1 and ${MAX_SCORE_COLUMNS}` : ' '}
                  slotProps={{ htmlInput: { min: 1, max: MAX_SCORE_COLUMNS } }}
                />
                <Button variant="outlined" onClick={generate} disabled={!countValid}>
                  Generate Table
                </Button>
              </Box>
              {values.rows.length > 0 && (
                <Table size="small" aria-label="Score columns" sx={{ maxWidth: 700 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell>Name</TableCell>
                      <TableCell>Percent</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {values.rows.map((r, i) => (
                      <TableRow key={i}>
                        <TableCell>{i + 1}</TableCell>
                        <TableCell>
                          <TextField id={`column-name-${i}`} name={`rows.${i}.name`} label={`Name ${i + 1}`} size="small" value={r.name} onChange={handleChange} fullWidth />
                        </TableCell>
                        <TableCell>
                          <TextField
                            id={`column-percent-${i}`}
                            name={`rows.${i}.percent`}
                            label={`Percent ${i + 1} (%)`}
                            size="small"
                            inputMode="decimal"
                            value={r.percent}
                            onChange={handleChange}
                            error={r.percent !== '' && !!check.rowErrors[i]?.percent}
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
                  Total: {check.sumText} %{check.sumBasisPoints === 10_000 ? '' : ' (must be exactly 100 %)'}
                </Typography>
              )}
              {check.duplicateNames && <Alert severity="warning">Two score columns cannot have the same name</Alert>}
              <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
                <Button onClick={() => onBack(values)} disabled={busy}>
                  Back
                </Button>
                <Button type="submit" variant="contained" disabled={!check.ready || busy}>
                  Confirm
                </Button>
              </Box>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
