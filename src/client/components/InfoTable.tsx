import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

/** Label/value rows as a table: each label is the row's header cell. */
export function InfoTable({ label, rows, labelWidth, size, sx }: { label: string; rows: [string, string | number][]; labelWidth: number; size?: 'small'; sx?: SxProps<Theme> }) {
  return (
    <Table size={size} aria-label={label} sx={sx}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: labelWidth }}>
              {name}
            </TableCell>
            <TableCell translate="no">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
