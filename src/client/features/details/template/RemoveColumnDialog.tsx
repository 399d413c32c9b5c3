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
import { useState } from 'react';
import type { ColumnRow } from '../../../../common/dto/details';
import { percentsSumToOne, toBasisPoints } from '../../../../common/grading';

/**
 * Removing a score column keeps the 100 % rule: the remaining columns get new percents (proposed in
 * proportion to the old ones, editable) and the whole set is replaced in one call.
 */
export function proposeRebalance(remaining: ColumnRow[]): string[] {
  const total = remaining.reduce((sum, c) => sum + Math.round(c.percent * 10000), 0);
  const bps = remaining.map((c) => Math.floor((Math.round(c.percent * 10000) * 10000) / total));
  bps[bps.length - 1]! += 10000 - bps.reduce((a, b) => a + b, 0);
  return bps.map((bp) => String(bp / 100));
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
  onConfirm(dataColumn: { name: string; percent: number }[]): void;
}) {
  const remaining = columns.filter((c) => c.id !== column.id);
  const [percents, setPercents] = useState<string[]>(() => proposeRebalance(remaining));
  const fractions = percents.map((p) => (p.trim() === '' ? null : toBasisPoints(Number(p) / 100)));
  const valid = fractions.every((f) => f !== null) && percentsSumToOne(fractions as number[]);
  const sum = percents.reduce((a, p) => a + (Number(p) || 0), 0);

  return (
    <Dialog open onClose={() => undefined} aria-labelledby="remove-column-title" fullWidth maxWidth="sm">
      <DialogTitle id="remove-column-title">Remove score column</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          This action can&apos;t be undone!! Do you want to remove this score column ID = {column.id} ? The remaining
          columns must still add up to 100 %.
        </DialogContentText>
        <Stack spacing={2}>
          {remaining.map((c, i) => (
            <TextField
              key={c.id}
              label={`${c.name} (%)`}
              type="number"
              size="small"
              value={percents[i]}
              onChange={(e) => setPercents((old) => old.map((p, j) => (j === i ? e.target.value : p)))}
              slotProps={{ htmlInput: { min: 0.01, max: 100, step: 0.01 } }}
            />
          ))}
        </Stack>
        <Typography sx={{ mt: 2 }} aria-live="polite">
          Total: {Number(sum.toFixed(2))} %
        </Typography>
        {!valid && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Each percent must be above 0 with at most 2 decimals, and together they must make exactly 100 %.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || !valid}
          onClick={() => onConfirm(remaining.map((c, i) => ({ name: c.name, percent: (fractions[i] as number) / 10000 })))}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
