import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setLanguage } from '../../i18n/i18n';
import { getJsonCookie, removeAllCookies, setJsonCookie } from '../../state/cookies';
import LoginPage from './LoginPage';
import { fakeApi } from '../../../../test/fakeApi';

const student = { id: 3, username: 'student3', role: 'std' as const, name: 'Le Thi Cam' };

const api = fakeApi();

/** Answers POST /api/loginstudent as the server does (HTTP `status`); records what was sent. */
function answerWith(status: number, body: unknown) {
  return api.answer(() => body, { status });
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>landing</p> },
      { path: '/loginstudent', element: <LoginPage role="std" /> },
      { path: '/student', element: <p>student home</p> },
    ],
    { initialEntries: ['/loginstudent'] },
  );
  render(<RouterProvider router={router} />);
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(async () => {
  jest.restoreAllMocks();
  removeAllCookies();
  await setLanguage('en');
});

describe('login page (plain)', () => {
  it('signs in through POST /api/loginstudent, keeps the user record in the user cookie and opens the home', async () => {
    const answered = answerWith(200, { token: 'jwt', data: { status: 200, message: 'Login successful', data: [student] } });
    renderLogin();
    await submit('student3', 'student123');
    expect(await screen.findByText('student home')).toBeInTheDocument();
    // besides the login, the page only asks whether the university's sign-in is configured
    const sent = answered.filter((r) => new URL(r.url).pathname !== '/api/oidc/status');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/api/loginstudent');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(sent[0]!.body).toEqual({ username: 'student3', password: 'student123' });
    expect(getJsonCookie('user')).toEqual(student);
  });

  it("shows the server's refusal under the fields and stays", async () => {
    answerWith(200, { data: { status: 401, message: 'Invalid username or password' } });
    renderLogin();
    await submit('student3', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(getJsonCookie('user')).toBeNull();
  });

  it('shows a throttled login (429) in the chosen language', async () => {
    answerWith(429, { status: 429, message: 'Too many failed logins; try again in 42 seconds', code: 'tooManyLogins', params: { seconds: '42' } });
    await setLanguage('vi');
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tên đăng nhập'), 'student3');
    await user.type(screen.getByLabelText('Mật khẩu'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Đăng nhập sai quá nhiều lần; vui lòng thử lại sau 42 giây');
  });

  it('sends a failed request to /', async () => {
    api.networkDown();
    renderLogin();
    await submit('student3', 'student123');
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });

  it('sends a signed-in user to their home', async () => {
    setJsonCookie('user', student);
    renderLogin();
    expect(await screen.findByText('student home')).toBeInTheDocument();
  });
});
