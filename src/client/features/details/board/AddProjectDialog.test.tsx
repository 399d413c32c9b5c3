import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { AddProjectDialog } from './AddProjectDialog';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeApi } from '../../../../../test/fakeApi';

const CANDIDATE = { Id: 7, Name: 'Lab Equipment Tracker', Notion: 'n', CourseId: 2, CourseName: 'SWP391-G2' };

const ADDED = { status: 200, message: 'Added project into evaluation board successfully' };

const api = fakeApi();

/** A fake server: the candidates list, and the inserts answering the given envelopes in turn (then ADDED). */
function mockServer(inserts: object[] = []) {
  return api.answer((request) => (request.method === 'POST' ? (inserts.shift() ?? ADDED) : { status: 201, data: [CANDIDATE] }));
}

/** The dialog on board 3, as the board details page opens it. */
function openDialog() {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/boarddetails/:id', element: <AddProjectDialog boardId={3} open onClose={() => undefined} /> }], { initialEntries: ['/boarddetails/3'] });
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return user;
}

test('a board project line: the shared schema refuses missing fields; a full line is sent and the candidates refresh', async () => {
  const calls = mockServer();
  const user = openDialog();
  const add = await screen.findByRole('button', { name: '+Add Lab Equipment Tracker' });
  await user.click(add);
  expect(await screen.findByText('Some input fields are missing')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  fireEvent.change(screen.getByLabelText('Intend time'), { target: { value: '10:30' } });
  await user.type(screen.getByLabelText('Order'), '2');
  await user.type(screen.getByLabelText('Protect time'), '30');
  await user.click(add);
  await screen.findByText('Added project into evaluation board successfully');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', url: expect.stringMatching(/\/api\/projectinboard\/insert$/), body: { projectId: 7, boardId: 3, intendTime: '10:30', order: 2, protectTime: 30, force: false } },
  ]);
  // The insert invalidated the ProjectInBoard list: the candidates are fetched again, no manual refetch.
  await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/project/3/projectsnoboard'))).toHaveLength(2));
});

const CONFLICT = {
  Kind: 'student',
  Date: '2026-11-27',
  SemesterId: 2,
  Boards: [
    { Id: 3, Name: 'Board E2E', Room: '305', Date: '2026-11-27', StartTime: '14:00', EndTime: '16:00' },
    { Id: 2, Name: 'Board B - SEP490', Room: '305', Date: '2026-11-27', StartTime: '13:30', EndTime: '16:30' },
  ],
  Projects: [],
  LecturerId: null,
  LecturerName: null,
  StudentId: 5,
  StudentName: 'Nguyen Van An',
  StudentCode: 'HE150001',
  Room: null,
  Text: 'Student Nguyen Van An (HE150001) defends on Board E2E and Board B - SEP490 at once',
};
const refusal = (saveAnyway: boolean) => ({ status: 409, message: `Schedule conflict: ${CONFLICT.Text}`, conflicts: [CONFLICT], saveAnyway });

/** Opens the dialog on board 3, fills the first candidate's line and adds it. */
async function openAndAdd() {
  const user = openDialog();
  await fillAndAdd(user);
  return user;
}

async function fillAndAdd(user: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: '+Add Lab Equipment Tracker' });
  fireEvent.change(screen.getByLabelText('Intend time'), { target: { value: '14:00' } });
  await user.type(screen.getByLabelText('Order'), '1');
  await user.type(screen.getByLabelText('Protect time'), '30');
  await user.click(add);
}

test('a refused placement where the university allows it: the conflict is named, "Save anyway" resends with force', async () => {
  const calls = mockServer([refusal(true)]);
  const user = await openAndAdd();
  const dialog = await screen.findByRole('dialog', { name: 'Schedule conflict' });
  expect(dialog).toHaveTextContent('Student defends twice at once: Student Nguyen Van An (HE150001)');
  expect(dialog).toHaveTextContent('Board B - SEP490 (13:30–16:30)');
  await user.click(screen.getByRole('button', { name: 'Save anyway' }));
  await screen.findByText('Added project into evaluation board successfully');
  expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { force: boolean }).force)).toEqual([false, true]);
});

test('cancelled, the refusal stands; where the university does not allow it, no "Save anyway" is offered', async () => {
  const calls = mockServer([refusal(true), refusal(false)]);
  const user = await openAndAdd();
  await screen.findByRole('dialog', { name: 'Schedule conflict' });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  // shown in place under its line, no toast: the conflict, a link to the other board (not this one), the time marked
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule conflict' })).toBeNull());
  const notice = await screen.findByTestId('conflict-notice');
  expect(notice).toHaveTextContent('Student defends twice at once: Student Nguyen Van An (HE150001)');
  expect(screen.getByRole('link', { name: 'Open Board B - SEP490' })).toHaveAttribute('href', '/boarddetails/2');
  expect(screen.queryByRole('link', { name: 'Open Board E2E' })).toBeNull();
  expect(screen.getByLabelText('Intend time')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(`Schedule conflict: ${CONFLICT.Text}`)).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule conflict' })).toBeNull());
  await user.click(await screen.findByRole('button', { name: '+Add Lab Equipment Tracker' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  // the button is usable again once the refusal is shown: nothing waits on a choice
  await waitFor(() => expect(screen.getByRole('button', { name: '+Add Lab Equipment Tracker' })).toBeEnabled());
  expect(screen.queryByRole('dialog', { name: 'Schedule conflict' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull();
  expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { force: boolean }).force)).toEqual([false, false]);
});
