import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, matchPath, Navigate, RouterProvider, useBlocker, useLocation, useNavigate, useParams, useSearchParams } from '.';

function Where() {
  const { pathname, search } = useLocation();
  const params = useParams();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(params)}`}</p>;
}

function Guarded() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  const navigate = useNavigate();
  return (
    <div>
      <Where />
      <Link to="/other">other</Link>
      <button onClick={() => navigate(-1)}>back</button>
      {blocker.state === 'blocked' && (
        <div role="dialog">
          <button onClick={() => blocker.reset?.()}>stay</button>
          <button onClick={() => blocker.proceed?.()}>leave</button>
        </div>
      )}
    </div>
  );
}

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <Where />
      <button onClick={() => setParams({ section: String(Number(params.get('section') ?? 0) + 1) })}>next</button>
    </div>
  );
}

const routes = [
  { path: '/', element: <Navigate to="/board/a%20b" replace /> },
  { path: '/board/:name', element: <Where /> },
  { path: '/guarded', element: <Guarded /> },
  { path: '/query', element: <Query /> },
  { path: '*', element: <p>not found</p> },
];

const at = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: ['/start', path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('router', () => {
  it('matches paths case-insensitively, with or without a trailing slash, and decodes params', () => {
    expect(matchPath('/studentsInCourse', '/studentsincourse/')).toEqual({});
    expect(matchPath('/projectdetails/:course/:project', '/ProjectDetails/3/4')).toEqual({ course: '3', project: '4' });
    expect(matchPath('/evaluation/:nameboard', '/evaluation/Board%20A')).toEqual({ nameboard: 'Board A' });
    expect(matchPath('/evaluation/:nameboard', '/evaluation')).toBeNull();
    expect(matchPath('/evaluation/:nameboard', '/evaluation/a/b')).toBeNull();
    expect(matchPath('*', '/anything/at/all')).toEqual({});
  });

  it('renders the first matching route, redirects and falls back to the not-found route', async () => {
    at('/');
    expect(await screen.findByTestId('where')).toHaveTextContent('/board/a%20b {"name":"a b"}');
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/nowhere'] })} />);
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('moves to another query on the same path', async () => {
    at('/query');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('/query?section=1 {}')).toBeInTheDocument();
  });

  it('holds a link and a back move while a blocker says so, until the user leaves', async () => {
    const user = userEvent.setup();
    const router = at('/guarded');
    await user.click(screen.getByRole('link', { name: 'other' }));
    await user.click(await screen.findByRole('button', { name: 'stay' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/guarded');
    expect(router.history.location.pathname).toBe('/guarded');

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(router.history.location.pathname).toBe('/guarded');
    await user.click(await screen.findByRole('button', { name: 'leave' }));
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/start');
    act(() => router.history.go(1));
    expect(await screen.findByTestId('where')).toHaveTextContent('/guarded');
  });
});
