import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { scheduleApi } from '../../../api/scheduleApi';
import ScheduleSection from './ScheduleSection';
import { fakeApi } from '../../../../../test/fakeApi';

const api = fakeApi();
const FALL = { Id: 2, Year: 2026, Session: 'Fall', StartTime: '2026-09-01', EndTime: '2027-01-31' };

test('a schedule that fails to load again says so below the filters, and an open import dialog stays open', async () => {
  api.answer((call) => (call.url.includes('/semester/getall') ? [FALL] : { status: 200, data: [] }));
  const store = makeStore();
  const router = createMemoryRouter([{ path: '/admin', element: <ScheduleSection /> }], { initialEntries: ['/admin'] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  expect(await screen.findByText('This semester has no evaluation board yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Import Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import schedule from Excel' });

  // the grid is asked again (a write elsewhere invalidated it) and the server fails
  api.answer(() => ({ status: 500, message: 'Internal error' }), { status: 500 });
  await act(() => store.dispatch(scheduleApi.endpoints.getScheduleGrid.initiate({ semesterId: 2 }, { forceRefetch: true }) as never));
  expect(await screen.findByText('The schedule could not be loaded.')).toBeInTheDocument();
  expect(dialog).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Semester', hidden: true })).toBeInTheDocument();
});
