import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { setLanguage } from '../i18n/i18n';
import { removeAllCookies, setJsonCookie } from '../state/cookies';
import { RouteError } from './RouteError';
import { layout } from './routes';

function Throws(): never {
  throw new Error('a screen that breaks');
}

function failedChunk(): never {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

const at = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <p>landing</p> },
          { path: '/broken', Component: Throws, errorElement: <RouteError framed /> },
          { path: '/offline', lazy: async () => failedChunk(), errorElement: <RouteError />, hydrateFallbackElement: <p>loading</p> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(async () => {
  jest.restoreAllMocks();
  removeAllCookies();
  await setLanguage('en');
});

describe('the routes’ error page', () => {
  it('replaces a screen that threw while rendering, in the chosen language, with a way home', async () => {
    at('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user to their own home, in Vietnamese when chosen', async () => {
    setJsonCookie('user', { id: 1, username: 'lecturer1', role: 'teach', name: 'An' });
    await setLanguage('vi');
    at('/broken');
    expect(await screen.findByRole('heading', { name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/teacher');
  });

  it('says when a screen’s code could not be downloaded and offers Retry', async () => {
    at('/offline');
    expect(await screen.findByRole('alert')).toHaveTextContent('The application could not be loaded. Check the connection and try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the page when a layout route’s code could not be downloaded (the signed-in shell, a role area)', async () => {
    const offline = () => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));
    const router = createMemoryRouter(
      [
        {
          element: <Outlet />,
          hydrateFallbackElement: <p>loading</p>,
          children: [
            {
              lazy: layout(offline),
              errorElement: <RouteError framed />,
              children: [{ lazy: layout(offline), errorElement: <RouteError />, children: [{ path: '/student', element: <p>student home</p> }] }],
            },
          ],
        },
      ],
      { initialEntries: ['/student'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The application could not be loaded.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});
