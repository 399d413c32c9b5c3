import { t as translate } from '../../i18n/i18n';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StudentRow } from '../../../common/dto/details';
import { orNoInfor } from './common';

/** Students with a '+Add' button each (Code, Name, Address); 'No item' when empty. */
export function StudentPickTable({ students, label, busy, onAdd }: { students: StudentRow[]; label: string; busy?: boolean; onAdd(s: StudentRow): void }) {
  if (students.length === 0) return <Typography>{translate('details.noItem')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('details.code')}</TableCell>
          <TableCell>{translate('details.name')}</TableCell>
          <TableCell>{translate('details.address')}</TableCell>
          <TableCell align="right">{translate('addToBoard.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {students.map((s) => (
          <TableRow key={s.Id}>
            <TableCell>{s.Code}</TableCell>
            <TableCell>{s.Name}</TableCell>
            <TableCell>{orNoInfor(s.Address)}</TableCell>
            <TableCell align="right">
              <Button size="small" variant="contained" disabled={busy} onClick={() => onAdd(s)} aria-label={translate('addToBoard.plusAddName', { name: s.Name })}>
                {translate('addToBoard.plusAdd')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
