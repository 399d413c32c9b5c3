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
import { useState } from 'react';
import { MAX_SCORE_COLUMNS } from '../../../../common/validation/templates';
import { checkColumns, type ColumnDraft } from './percent';

/**
 * Step 2: 'You must create score column for template score'. A number of rows, Generate Table, then Name and
 * Percent (a percentage) per row; the live sum is shown and Confirm is enabled only at exactly 100 %.
 */
export function ColumnsStep({ busy, onBack, onConfirm }: { busy: boolean; onBack(): void; onConfirm(rows: ColumnDraft[]): void }) {
  const [count, setCount] = useState('');
  const [rows, setRows] = useState<ColumnDraft[]>([]);
  const n = Number(count);
  const countValid = Number.isInteger(n) && n >= 1 && n <= MAX_SCORE_COLUMNS;
  const check = checkColumns(rows);
  const generate = () => setRows((old) => Array.from({ length: n }, (_v, i) => old[i] ?? { name: '', percent: '' }));
  const update = (i: number, patch: Partial<ColumnDraft>) => setRows((old) => old.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Box component="section" aria-labelledby="columns-step-title">
      <Typography id="columns-step-title" variant="h6" component="h3" sx={{ mb: 2 }}>
        You must create score column for template score
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          id="column-count"
          label="Number of rows"
          type="number"
          size="small"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={count !== '' && !countValid}
          helperText={count !== '' && !countValid ? `Between 1 and ${MAX_SCORE_COLUMNS}` : ' '}
          slotProps={{ htmlInput: { min: 1, max: MAX_SCORE_COLUMNS } }}
        />
        <Button variant="outlined" onClick={generate} disabled={!countValid}>
          Generate Table
        </Button>
      </Box>
      {rows.length > 0 && (
        <Table size="small" aria-label="Score columns" sx={{ maxWidth: 700 }}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Percent</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  <TextField id={`column-name-${i}`} label={`Name ${i + 1}`} size="small" value={r.name} onChange={(e) => update(i, { name: e.target.value })} fullWidth />
                </TableCell>
                <TableCell>
                  <TextField
                    id={`column-percent-${i}`}
                    label={`Percent ${i + 1} (%)`}
                    size="small"
                    inputMode="decimal"
                    value={r.percent}
                    onChange={(e) => update(i, { percent: e.target.value })}
                    error={r.percent !== '' && check.badPercents.includes(i)}
                    fullWidth
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rows.length > 0 && (
        <Typography role="status" aria-live="polite" sx={{ mt: 1, fontWeight: 600 }} color={check.sumHundredths === 10_000 ? 'success.main' : 'error.main'}>
          Total: {check.sumText} %{check.sumHundredths === 10_000 ? '' : ' (must be exactly 100 %)'}
        </Typography>
      )}
      {check.duplicateNames && <Alert severity="warning">Two score columns cannot have the same name</Alert>}
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" disabled={!check.ready || busy} onClick={() => onConfirm(rows)}>
          Confirm
        </Button>
      </Box>
    </Box>
  );
}
