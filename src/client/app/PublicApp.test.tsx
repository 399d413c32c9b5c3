import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAllCookies } from '../state/cookies';
import { PublicApp } from './PublicApp';
import { fakeApi } from '../../../test/fakeApi';

const api = fakeApi();

const student = { id: 3, username: 'student3', role: 'std' as const, name: 'Le Thi Cam' };

afterEach(() => {
  jest.restoreAllMocks();
  removeAllCookies();
  window.history.replaceState(null, '', '/');
});

describe('signed-out pages without React Router', () => {
  it('moves from the landing to a login page in place, back again, and hands a signed-in user to the full app', async () => {
    const user = userEvent.setup();
    const onLeave = jest.fn();
    const preloadApp = jest.fn();
    window.history.replaceState(null, '', '/');
    render(<PublicApp onLeave={onLeave} preloadApp={preloadApp} />);
    expect(preloadApp).not.toHaveBeenCalled(); // the landing itself loads nothing more
    await user.click(screen.getByRole('link', { name: 'Login for Student' }));
    expect(window.location.pathname).toBe('/loginstudent');
    expect(await screen.findByText('Student')).toBeInTheDocument();
    expect(preloadApp).toHaveBeenCalled(); // the login page fetches the full app while the user types

    window.history.back();
    expect(await screen.findByRole('link', { name: 'Login for Admin' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Login for Student' }));
    api.answer(() => ({ token: 'jwt', data: { status: 200, data: [student] } }));
    await user.type(await screen.findByLabelText('Username'), 'student3');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // the login page goes at once: its controls must not linger while the full app loads
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/student');
  });
});
