import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortableTable, type TableColumn } from './SortableTable';

interface Row {
  Id: number;
  Name: string;
}

const columns: TableColumn<Row>[] = [
  { field: 'Id', headerName: 'Id', value: (r) => r.Id },
  { field: 'Name', headerName: 'Name', value: (r) => r.Name, render: (r) => <strong>{r.Name.toUpperCase()}</strong> },
];

const rows = (n: number): Row[] => Array.from({ length: n }, (_v, i) => ({ Id: i + 1, Name: `Course ${String.fromCharCode(97 + (i % 26))}${i}` }));

/** The first column's texts of the body rows shown. */
const ids = () =>
  within(screen.getByRole('table', { name: 'Courses' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('SortableTable (the lecturer home without the DataGrid)', () => {
  it('shows every cell, rendered where the column says so, and sorts by a header both ways', async () => {
    const user = userEvent.setup();
    render(<SortableTable aria-label="Courses" rows={[{ Id: 10, Name: 'b' }, { Id: 2, Name: 'c' }, { Id: 33, Name: 'a' }]} columns={columns} getRowId={(r) => r.Id} emptyText="No rows" />);
    expect(ids()).toEqual(['10', '2', '33']);
    expect(screen.getByRole('cell', { name: 'A' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Id' }));
    expect(ids()).toEqual(['2', '10', '33']);
    await user.click(screen.getByRole('button', { name: 'Id' }));
    expect(ids()).toEqual(['33', '10', '2']);
    // sorted by the value, not the rendered text
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(ids()).toEqual(['33', '10', '2']);
  });

  it('pages 25 rows at a time once there are more, and says when there is none', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SortableTable aria-label="Courses" rows={rows(30)} columns={columns} getRowId={(r) => r.Id} emptyText="No rows" />);
    expect(ids()).toHaveLength(25);
    await user.click(await screen.findByRole('button', { name: /next page/i }));
    expect(ids()).toEqual(['26', '27', '28', '29', '30']);
    unmount();

    render(<SortableTable aria-label="Courses" rows={rows(3)} columns={columns} getRowId={(r) => r.Id} emptyText="No rows" />);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('shows the empty text only when loaded and empty', () => {
    const { rerender } = render(<SortableTable aria-label="Courses" rows={[]} columns={columns} getRowId={(r) => r.Id} emptyText="No rows" loading />);
    expect(screen.queryByText('No rows')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<SortableTable aria-label="Courses" rows={[]} columns={columns} getRowId={(r) => r.Id} emptyText="No rows" />);
    expect(screen.getByRole('cell', { name: 'No rows' })).toBeInTheDocument();
  });
});
