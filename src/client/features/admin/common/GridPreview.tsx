import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { PageLoading } from '../../../components/PageLoading';
import type { AdminGridProps } from './adminGridProps';
import { compareCells, PAGE_SIZES } from '../../../components/tableOrder';

/** The grid's own heights (standard density): the toolbar and the footer, the header row, a row. */
const BAR = 52;
const HEAD = 56;
const ROW = 52;
/** the grid's width of a column that names none */
const DEFAULT_WIDTH = 100;
/** the grid's selection column, kept empty here (selecting arrives with the grid) so that no column moves */
const SELECTION = 50;
/** a cell on one line, cut with an ellipsis, as in the grid */
const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
/** the grid's cell padding, so that a column's text starts where the grid's will */
const PAD = { px: '10px' } as const;

/*
 * A column's value, text and cell as the grid would draw them. The preview gives a column's valueGetter, valueFormatter
 * and renderCell the row, the value and the field, not the grid's API (which does not exist yet): the admin lists'
 * columns read nothing else (GridPreview.test.tsx draws each kind of them).
 */
function valueOf<R extends GridValidRowModel>(column: GridColDef<R>, row: R): unknown {
  const raw = row[column.field] as never;
  return column.valueGetter ? column.valueGetter(raw, row, column, undefined as never) : raw;
}

function cellOf<R extends GridValidRowModel>(column: GridColDef<R>, row: R, id: number | string): ReactNode {
  const value = valueOf(column, row);
  const formattedValue = column.valueFormatter ? column.valueFormatter(value as never, row, column, undefined as never) : value;
  if (column.renderCell) return column.renderCell({ row, value, formattedValue, field: column.field, id } as GridRenderCellParams<R>);
  return formattedValue == null ? '' : String(formattedValue);
}

/**
 * An admin list's first page as a plain table while the DataGrid's code is on its way (AdminGrid): the same columns,
 * values and cells (links, Edit and Remove work), in the list's first order, at the grid's heights so that the grid
 * takes its place without moving the page. The toolbar, paging and sorting arrive with the grid.
 */
export function GridPreview<R extends GridValidRowModel>({ label, rows, columns, loading, getRowId, emptyText, defaultSort, hiddenFields = [], gridProps }: AdminGridProps<R>) {
  const { t } = useTranslation();
  const shownColumns = useMemo(() => columns.filter((c) => !hiddenFields.includes(c.field)), [columns, hiddenFields]);
  const pageSize = gridProps?.paginationModel?.pageSize ?? PAGE_SIZES[0]!;
  const firstPage = useMemo(() => {
    const order = defaultSort?.[0];
    const by = order && columns.find((c) => c.field === order.field);
    const sorted = by ? [...rows].sort((a, b) => compareCells(valueOf(by, a), valueOf(by, b)) * (order.sort === 'desc' ? -1 : 1)) : rows;
    return sorted.slice(0, pageSize);
  }, [rows, columns, defaultSort, pageSize]);
  const selecting = gridProps?.checkboxSelection === true;
  const span = shownColumns.length + (selecting ? 1 : 0);
  // fixed widths, as the grid lays its columns out: a flex column takes what the others leave (at least its minWidth)
  const widthOf = (c: GridColDef<R>) => (c.flex ? undefined : Math.max(c.width ?? DEFAULT_WIDTH, c.minWidth ?? 0));
  const tableWidth = (selecting ? SELECTION : 0) + shownColumns.reduce((sum, c) => sum + (widthOf(c) ?? c.minWidth ?? DEFAULT_WIDTH), 0);
  // a plain cell in the head too: an empty column header is one a screen reader announces with no name (axe's
  // empty-table-header), and the grid that replaces this preview names its own
  const selectionCell = selecting ? <TableCell component="td" padding="none" sx={{ width: SELECTION, minWidth: SELECTION }} /> : null;
  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ minHeight: BAR, borderBottom: 1, borderColor: 'divider' }} />
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy="true" sx={{ tableLayout: 'fixed', minWidth: tableWidth }}>
          <TableHead>
            <TableRow sx={{ height: HEAD }}>
              {selectionCell}
              {shownColumns.map((c) => (
                <TableCell key={c.field} sx={{ ...ONE_LINE, ...PAD, fontWeight: 500, width: widthOf(c), minWidth: c.minWidth }}>
                  {c.headerName ?? c.field}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {firstPage.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ color: 'text.secondary', height: ROW * 3 }}>
                  {loading ? <PageLoading /> : (emptyText ?? t('adminStudents.grid.noItem'))}
                </TableCell>
              </TableRow>
            ) : (
              firstPage.map((row) => {
                const id = getRowId(row);
                return (
                  <TableRow key={id} sx={{ height: ROW }}>
                    {selectionCell}
                    {shownColumns.map((c) => (
                      <TableCell key={c.field} sx={c.renderCell ? { ...PAD, whiteSpace: 'nowrap', overflow: 'hidden' } : { ...ONE_LINE, ...PAD }}>
                        {cellOf(c, row, id)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ minHeight: BAR }} />
    </Box>
  );
}
