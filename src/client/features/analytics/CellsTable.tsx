import Table, { type TableProps } from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface CellsTableProps {
  head: ReactNode[];
  /** one row of cells each, in the head's order */
  rows: ReactNode[][];
  /** a row's React key (its index otherwise) */
  rowKey?(index: number): string | number;
  container?: TableContainerProps;
  table?: TableProps;
}

/** A small table of the analytics screens: a head row, then the rows' cells as given (the charts' numbers, the students behind a bar). */
export function CellsTable({ head, rows, rowKey, container, table }: CellsTableProps) {
  return (
    <TableContainer {...container}>
      <Table size="small" {...table}>
        <TableHead>
          <TableRow>
            {head.map((h, j) => (
              <TableCell key={j}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={rowKey ? rowKey(i) : i}>
              {cells.map((c, j) => (
                <TableCell key={j}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
