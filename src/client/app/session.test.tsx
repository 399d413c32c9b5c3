import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { removeAllCookies } from '../state/cookies';
import { RequireRole } from './RequireRole';
import { persistSession, readSessionFromCookies } from '../state/sessionSlice';
import { makeStore } from './store';

const lecturer = { id: 1, username: 'lecturer1', role: 'teach' as const, name: 'Nguyen Van An' };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>landing</p> },
      { path: '/teacher', element: <p>teacher home</p> },
      { path: '/admin', element: <RequireRole roles={['admin']}><p>admin console</p></RequireRole> },
      { path: '/private', element: <RequireRole roles={['teach']}><p>lecturer only</p></RequireRole> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => removeAllCookies());

describe('session', () => {
  it('is logged in exactly when the user cookie exists, and never writes a token cookie', () => {
    expect(readSessionFromCookies().user).toBeNull();
    persistSession(lecturer);
    expect(readSessionFromCookies()).toEqual({ user: lecturer });
    expect(Cookies.get('token')).toBeUndefined();
    removeAllCookies();
    expect(Cookies.get()).toEqual({});
    expect(readSessionFromCookies().user).toBeNull();
  });

  it('sends a visitor without a session to /', async () => {
    renderAt('/private');
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });

  it("sends a user of another role to their own home and lets the right role in", async () => {
    persistSession(lecturer);
    renderAt('/admin');
    expect(await screen.findByText('teacher home')).toBeInTheDocument();
  });

  it('lets the right role in', async () => {
    persistSession(lecturer);
    renderAt('/private');
    expect(await screen.findByText('lecturer only')).toBeInTheDocument();
  });
});
