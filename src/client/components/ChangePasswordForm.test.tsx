import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { RequireRole } from '../app/RequireRole';
import { makeStore } from '../app/store';
import ForcedPasswordChangePage from '../features/account/ForcedPasswordChangePage';
import { removeAllCookies } from '../state/cookies';
import { persistSession, readSessionFromCookies } from '../state/sessionSlice';
import { fakeApi } from '../../../test/fakeApi';

const student = { id: 3, username: 'student3', role: 'std' as const, name: 'Le Thi Cam' };

const api = fakeApi();

/** Answers PUT /api/account/password as the server does (a refusal is HTTP 200 with an inner status); the bodies sent. */
function answerWith(body: unknown) {
  const calls = api.answer((request) => {
    expect(request.url).toMatch(/\/api\/account\/password$/);
    expect(request.method).toBe('PUT');
    return body;
  });
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>landing</p> },
      { path: '/loginstudent', element: <p>student login</p> },
      { path: '/student', element: <RequireRole roles={['std']}><p>student home</p></RequireRole> },
      { path: '/change-password', element: <ForcedPasswordChangePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  removeAllCookies();
});

describe('forced password change after an admin reset', () => {
  it('sends a user who must change the password to /change-password before anything else', async () => {
    persistSession({ ...student, mustChangePassword: true });
    renderAt('/student');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByText('student home')).not.toBeInTheDocument();
  });

  it('lets a user without the flag straight in, and sends them away from /change-password', async () => {
    persistSession(student);
    renderAt('/change-password');
    expect(await screen.findByText('student home')).toBeInTheDocument();
  });

  it('checks the shared rules before calling the server (username, common password, confirmation)', async () => {
    const calls = answerWith({ status: 200, message: 'Password changed' });
    persistSession({ ...student, mustChangePassword: true });
    renderAt('/change-password');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await fill('Temp-Pass-123', 'student3', 'student3');
    expect(await screen.findByText('The new password must not be your username')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText(/^New password/));
    await userEvent.setup().type(screen.getByLabelText(/^New password/), 'password1');
    expect(await screen.findByText('The new password is too common: choose another one')).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal and stays signed in", async () => {
    const calls = answerWith({ status: 401, message: 'The current password is wrong' });
    persistSession({ ...student, mustChangePassword: true });
    renderAt('/change-password');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await fill('not-it', 'Brand-New-Pass-42', 'Brand-New-Pass-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(calls.map((c) => c.body)).toEqual([{ currentPassword: 'not-it', newPassword: 'Brand-New-Pass-42' }]);
    expect(readSessionFromCookies().user).not.toBeNull();
  });

  it('after a change the browser forgets the session and shows the login screen', async () => {
    answerWith({ status: 200, message: 'Password changed' });
    persistSession({ ...student, mustChangePassword: true });
    renderAt('/change-password');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await fill('Temp-Pass-123', 'Brand-New-Pass-42', 'Brand-New-Pass-42');
    expect(await screen.findByText('student login')).toBeInTheDocument();
    expect(await screen.findByText('Password changed. Please log in with your new password.')).toBeInTheDocument();
    expect(readSessionFromCookies().user).toBeNull();
  });
});
