import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import SubjectDetailsPage from './SubjectDetailsPage';
import { fakeApi } from '../../../../../test/fakeApi';

const DETAILS = {
  subject: { Id: 1, Name: 'Capstone', Description: 'd' },
  courses: [],
  semesters: [{ Id: 4, Year: 2026, Session: 'Fall' }],
  lecturers: [{ Id: 9, Name: 'Nguyen Van An' }],
};

const api = fakeApi();

/** The details page's read, and adds that succeed: the bodies of the adds sent so far. */
function mockServer() {
  const calls = api.answer((request) => (request.method === 'POST' ? { status: 200, message: 'Course added successfully' } : { status: 200, data: DETAILS }));
  return () => calls.filter((c) => c.method === 'POST').map((c) => c.body);
}

test('Add Course: the shared schema keeps an incomplete course from being sent; a complete one is', async () => {
  const posts = mockServer();
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/subjectdetails/:subject', element: <SubjectDetailsPage /> }], { initialEntries: ['/subjectdetails/1'] });
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await user.click(await screen.findByRole('button', { name: '+ Add' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Course' });
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('Semester ID Required')).toBeInTheDocument();
  expect(within(dialog).getByText('Lecture ID Required')).toBeInTheDocument();
  expect(within(dialog).getByText('Name is Required')).toBeInTheDocument();
  expect(posts()).toEqual([]);

  await user.click(within(dialog).getByRole('combobox', { name: 'Semester' }));
  await user.click(screen.getByRole('option', { name: '2026 - Fall' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Lecturer' }));
  await user.click(screen.getByRole('option', { name: 'Nguyen Van An' }));
  await user.type(within(dialog).getByLabelText('Course name'), ' SEP490-G9 ');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(posts()).toEqual([{ subjectId: 1, semesterId: 4, LectureId: 9, name: 'SEP490-G9' }]));
  expect(await screen.findByText('Course added successfully')).toBeInTheDocument();
}, 30_000);
