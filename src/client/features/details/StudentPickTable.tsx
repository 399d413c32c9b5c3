import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { t as translate, useTranslation } from '../../i18n/i18n';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { StudentRow } from '../../../common/contract/details';
import { foldText } from '../../../common/fold';
import { orNoInfor } from './common';

/** Rows drawn at most (the search narrows the rest; 'Select all shown' still takes every match). */
const DRAWN = 500;

export interface StudentPickTableProps {
  students: StudentRow[];
  label: string;
  busy?: boolean;
  /** one student ('+Add' on its row) */
  onAdd(s: StudentRow): void;
  /** the checked students, in one request; resolves true when they were added */
  onAddMany?(ids: number[]): Promise<boolean>;
  /** why adding is refused for every student (e.g. a graded project): shown, and the buttons disabled */
  disabledReason?: string;
}

/** every typed word in the code, the name or the address, with or without accents */
const matches = (s: StudentRow, words: string[]) => {
  const text = foldText(`${s.Code} ${s.Name} ${s.Address ?? ''}`);
  return words.every((w) => text.includes(w));
};

/**
 * Eligible students: a search, a checkbox per row, 'Select all shown' (every match of the search) and 'Add selected'
 * (one request); '+Add' on a row adds that one. 'No item' when empty.
 */
export function StudentPickTable({ students, label, busy, onAdd, onAddMany, disabledReason }: StudentPickTableProps) {
  useTranslation();
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const q = foldText(query.trim());
  const shown = useMemo(() => students.filter((s) => matches(s, q.split(/\s+/).filter(Boolean))), [students, q]);
  if (students.length === 0) return <Typography>{translate('details.noItem')}</Typography>;
  const allShown = shown.length > 0 && shown.every((s) => checked.has(s.Id));
  const toggle = (id: number) =>
    setChecked((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleShown = () =>
    setChecked((old) => {
      const next = new Set(old);
      for (const s of shown) if (allShown) next.delete(s.Id);
      else next.add(s.Id);
      return next;
    });
  const selected = students.filter((s) => checked.has(s.Id)).map((s) => s.Id);
  const off = busy || !!disabledReason;
  return (
    <Box>
      {disabledReason && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {disabledReason}
        </Alert>
      )}
      {onAddMany && (
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField size="small" label={translate('adminUi.details.searchStudents')} value={query} onChange={(e) => setQuery(e.target.value)} placeholder={translate('adminUi.details.searchPlaceholder')} />
          <FormControlLabel control={<Checkbox checked={allShown} onChange={toggleShown} disabled={off || shown.length === 0} />} label={translate('adminUi.details.selectAllShown', { count: shown.length })} />
          <Button
            variant="contained"
            disabled={off || selected.length === 0}
            onClick={async () => {
              if (await onAddMany(selected)) setChecked(new Set());
            }}
          >
            {translate('adminUi.details.addSelected', { count: selected.length })}
          </Button>
        </Stack>
      )}
      {shown.length > DRAWN && <Typography variant="body2">{translate('adminUi.details.showing', { drawn: DRAWN, count: shown.length })}</Typography>}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {onAddMany && <TableCell padding="checkbox">{translate('adminUi.details.select')}</TableCell>}
            <TableCell>{translate('details.code')}</TableCell>
            <TableCell>{translate('details.name')}</TableCell>
            <TableCell>{translate('details.address')}</TableCell>
            <TableCell align="right">{translate('addToBoard.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.slice(0, DRAWN).map((s) => (
            <TableRow key={s.Id}>
              {onAddMany && (
                <TableCell padding="checkbox">
                  <Checkbox checked={checked.has(s.Id)} onChange={() => toggle(s.Id)} disabled={off} slotProps={{ input: { 'aria-label': translate('adminUi.details.selectName', { name: s.Name }) } }} />
                </TableCell>
              )}
              <TableCell>{s.Code}</TableCell>
              <TableCell>{s.Name}</TableCell>
              <TableCell>{orNoInfor(s.Address)}</TableCell>
              <TableCell align="right">
                <Button size="small" variant="contained" disabled={off} onClick={() => onAdd(s)} aria-label={translate('addToBoard.plusAddName', { name: s.Name })}>
                  {translate('addToBoard.plusAdd')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
