import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { nameLinkColumn, semesterColumn } from '../../../components/gridColumns';
import { formatDate } from '../../../../common/format';
import { AdminGrid } from './AdminGrid';
import { GridPreview } from './GridPreview';
import { editColumn } from './editColumn';

interface Row {
  Id: number;
  Name: string;
  SemesterYear: number;
  SemesterSession: string;
  Date: string;
  Secret: string;
}

const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({
  Id: 30 - i,
  Name: `Board ${30 - i}`,
  SemesterYear: 2026,
  SemesterSession: 'Fall',
  Date: '2026-12-03T00:00:00.000Z',
  Secret: `hidden ${i}`,
}));

const edited: number[] = [];
// each kind of column the admin lists have: plain, valueGetter from the row, valueGetter with valueFormatter,
// renderCell from the row (a link), renderCell from the value, and the Edit button
const COLUMNS: GridColDef<Row>[] = [
  { field: 'Id', headerName: 'ID', width: 70 },
  semesterColumn('Semester', 140),
  nameLinkColumn('Course', 140, (row) => `/boarddetails/${row.Id}`),
  { field: 'Date', headerName: 'Date', width: 120, valueGetter: (v: string) => v.slice(0, 10), valueFormatter: (v: string) => formatDate(v, 'en') },
  { field: 'Secret', headerName: 'Secret', renderCell: ({ value }) => <em>{value as string}</em> },
  editColumn<Row>('board', (row) => edited.push(row.Id)),
];

function renderGrid(rows: Row[], loading = false) {
  return render(
    <MemoryRouter>
      <AppProviders store={makeStore()}>
        <AdminGrid label="Boards" rows={rows} columns={COLUMNS} loading={loading} getRowId={(r) => r.Id} defaultSort={[{ field: 'Id', sort: 'asc' }]} hiddenFields={['Secret']} />
      </AppProviders>
    </MemoryRouter>,
  );
}

// first: once the grid's code has arrived, every list draws the grid
test('an empty list says so, and a list still loading says that', async () => {
  const { unmount } = renderGrid([]);
  expect(within(await screen.findByRole('table', { name: 'Boards' })).getByText('No item')).toBeInTheDocument();
  unmount();
  renderGrid([], true);
  expect(within(await screen.findByRole('table', { name: 'Boards' })).getByRole('status')).toHaveTextContent('Loading');
});

test("before the grid's code arrives, the list's first page is a table of the same columns, values and cells, then the grid takes its place", async () => {
  renderGrid(ROWS);
  const table = screen.getByRole('table', { name: 'Boards' });
  expect(table).toHaveAttribute('aria-busy', 'true');
  const [head, ...rows] = within(table).getAllByRole('row');
  expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['ID', 'Semester', 'Course', 'Date', 'Edit']);
  // the first page (25 rows) in the list's first order, Id ascending
  expect(rows).toHaveLength(25);
  const first = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
  expect(first).toEqual(['1', '2026 - Fall', 'Board 1', formatDate('2026-12-03', 'en'), 'Edit']);
  expect(within(rows[0]!).getByRole('link', { name: 'Board 1' })).toHaveAttribute('href', '/boarddetails/1');
  expect(screen.queryByText('hidden 0')).not.toBeInTheDocument();
  // a row's Edit works before the grid has come
  await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: /Edit/ }));
  expect(edited).toEqual([2]);
  // then the DataGrid, with its toolbar (the focus kept on the row's Edit: e2e/routeError.e2e.ts, jsdom draws no rows)
  expect(await screen.findByRole('grid', { name: 'Boards' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Boards' })).not.toBeInTheDocument();
  expect(screen.getByPlaceholderText('Search…')).toBeInTheDocument();
}, 15_000);

test("a list whose grid selects rows keeps the selection column's place in its first page, so no column moves", () => {
  // the table itself (by now AdminGrid draws the grid: its code has arrived in the test above)
  render(
    <MemoryRouter>
      <AppProviders store={makeStore()}>
        <GridPreview label="Boards" rows={ROWS} columns={COLUMNS} loading={false} getRowId={(r) => r.Id} defaultSort={[{ field: 'Id', sort: 'asc' }]} hiddenFields={['Secret']} gridProps={{ checkboxSelection: true }} />
      </AppProviders>
    </MemoryRouter>,
  );
  const table = screen.getByRole('table', { name: 'Boards' });
  const [head, row] = within(table).getAllByRole('row');
  // the place of the checkboxes is kept by a plain cell: every column header has a name (axe: empty-table-header)
  expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['ID', 'Semester', 'Course', 'Date', 'Edit']);
  expect(within(head!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['']);
  expect(head!.firstElementChild!.tagName).toBe('TD');
  expect(within(row!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', '1', '2026 - Fall', 'Board 1', formatDate('2026-12-03', 'en'), 'Edit']);
});
