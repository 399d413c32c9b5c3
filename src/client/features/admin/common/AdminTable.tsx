import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';

/** A column of an AdminTable: its heading and what a row shows in it (the columns are fixed: each keyed by its place). */
export interface AdminColumn<R> {
  head: string;
  cell(row: R): ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A section's short list that needs no filters or selection (the outbox, the linked sign-ins): a small MUI table, a
 * heading row, then a row an item, scrolling sideways in its container on a narrow screen.
 */
export function AdminTable<R>({ label, columns, rows, rowKey }: { label?: string; columns: readonly AdminColumn<R>[]; rows: readonly R[]; rowKey(row: R): Key }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i}>{c.head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c, i) => (
                <TableCell key={i} sx={c.sx}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
