import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { AdminGrid, loadAdminGrid } from './AdminGrid';

const ROWS = [
  { Id: 1, Name: 'Alpha' },
  { Id: 2, Name: 'Beta' },
];
const COLUMNS = [
  { field: 'Id', headerName: 'ID' },
  { field: 'Name', headerName: 'Name' },
];

// the grid's tools have arrived (a first visit's list without them: GridPreview.test.tsx)
beforeAll(() => loadAdminGrid());

function renderGrid(props: Partial<Parameters<typeof AdminGrid>[0]> = {}) {
  return render(
    <AppProviders store={makeStore()}>
      <AdminGrid label="Things" rows={ROWS} columns={COLUMNS} loading={false} getRowId={(r) => r.Id} {...props} />
    </AppProviders>,
  );
}

test('the toolbar offers Search…, filters, the list actions, and columns, export and density under More actions', async () => {
  renderGrid({ actions: <button type="button">Import CSV</button> });
  for (const name of ['Filters', 'Import CSV', 'More actions']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Search…')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'More actions' }));
  for (const name of ['Columns', 'Export', 'Density: Compact', 'Density: Standard', 'Density: Comfortable']) expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
});

test('a failed load shows the server message and Retry, not the empty list', async () => {
  const onRetry = jest.fn();
  renderGrid({ rows: [], error: { status: 500, data: { message: 'Database unavailable' } }, onRetry });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load things: Database unavailable');
  expect(screen.queryByText('No item')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
