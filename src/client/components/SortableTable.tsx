import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { compareCells, PAGE_SIZES } from './tableOrder';

export interface TableColumn<R> {
  field: string;
  headerName: string;
  /** the cell's value: shown (unless `render`) and sorted by */
  value: (row: R) => string | number | null;
  render?: (row: R) => ReactNode;
  sortable?: boolean;
  width?: number;
}

/**
 * The pager shows only past 25 rows, so most first visits never draw it: it is a chunk of its own, loaded when first
 * shown (MUI's TablePagination brings its rows-per-page Select and its buttons' tooltips with popper.js).
 */
const Pager = lazy(() =>
  import('@mui/material/TablePagination').then(({ default: TablePagination }) => ({
    default: (props: Omit<TablePaginationProps, 'component'>) => <TablePagination component="div" {...props} />,
  })),
);

/**
 * A read-only table sorted (click a header) and paged (25 rows, the pager shown once more rows than that) on the
 * client, on MUI's plain Table: the lecturer's first visit does not download the DataGrid, which stays
 * where a list needs filters, selection or column choice (the admin console).
 */
export function SortableTable<R>({
  rows,
  columns,
  getRowId,
  loading,
  emptyText,
  'aria-label': label,
}: {
  rows: R[];
  columns: TableColumn<R>[];
  getRowId: (row: R) => string | number;
  loading?: boolean;
  emptyText: string;
  'aria-label': string;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ field: string; direction: 'asc' | 'desc' } | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.field === sort.field);
    if (!column || !sort) return rows;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compareCells(column.value(a), column.value(b)));
  }, [rows, columns, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const toggle = (field: string) => setSort((s) => (s?.field === field && s.direction === 'asc' ? { field, direction: 'desc' } : { field, direction: 'asc' }));

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.field} sx={{ width: c.width, fontWeight: 600 }} sortDirection={sort?.field === c.field ? sort.direction : false}>
                  {c.sortable === false ? (
                    c.headerName
                  ) : (
                    <TableSortLabel active={sort?.field === c.field} direction={sort?.field === c.field ? sort.direction : 'asc'} onClick={() => toggle(c.field)}>
                      {c.headerName}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={getRowId(row)} hover>
                {columns.map((c) => (
                  <TableCell key={c.field}>{c.render ? c.render(row) : c.value(row)}</TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{emptyText}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {sorted.length > PAGE_SIZES[0] && (
        <Suspense fallback={null}>
          <Pager
            count={sorted.length}
            page={shownPage}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
