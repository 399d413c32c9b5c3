import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The path of the deepest route an address renders, and that route's params. */
function rendered(address: string) {
  const matches = matchRoutes(routes, address) ?? [];
  const last = matches[matches.length - 1];
  return { path: last?.route.path, params: last?.params ?? {} };
}

describe('the route table', () => {
  it.each([
    ['/', '/'],
    ['/loginstudent', '/loginstudent'],
    ['/loginteacher', '/loginteacher'],
    ['/loginadmin', '/loginadmin'],
    ['/student', '/student'],
    ['/teacher', '/teacher'],
    ['/admin', '/admin'],
    ['/evaluation/Board%20A', '/evaluation/:nameboard'],
    ['/teacherboardscore/marked', '/teacherboardscore/:marked'],
    ['/teacherboardscore/nomarked', '/teacherboardscore/:marked'],
    ['/teacherboardscore/3/7', '/teacherboardscore/:board/:project'],
    ['/boarddetails/3', '/boarddetails/:board'],
    ['/coursedetails/4', '/coursedetails/:course'],
    ['/projectdetails/4/7', '/projectdetails/:course/:project'],
    ['/subjectdetails/2', '/subjectdetails/:subject'],
    ['/studentsInCourse', '/studentsInCourse'],
    ['/user', '/user'],
    ['/templatedetails/5', '/templatedetails/:id'],
    ['/boardanalytics/3', '/boardanalytics/:board'],
    ['/termanalytics', '/termanalytics'],
    ['/change-password', '/change-password'],
  ])('renders %s through the route %s (spec section 2 and the existing addresses)', (address, path) => {
    expect(rendered(address).path).toBe(path);
  });

  it('matches as the old addresses did: any case, a trailing slash, decoded params', () => {
    expect(rendered('/studentsincourse/').path).toBe('/studentsInCourse');
    expect(rendered('/ProjectDetails/3/4')).toEqual({ path: '/projectdetails/:course/:project', params: { course: '3', project: '4' } });
    expect(rendered('/evaluation/Board%20A').params).toEqual({ nameboard: 'Board A' });
  });

  it('shows the not-found page for anything else', () => {
    expect(rendered('/no/such/page').path).toBe('*');
    expect(rendered('/evaluation').path).toBe('*');
    expect(rendered('/evaluation/a/b').path).toBe('*');
  });

  it('puts every signed-in screen under an error element, and the root under one', () => {
    const root = routes[0]!;
    expect(root.errorElement).toBeTruthy();
    const shell = root.children!.find((r) => r.id === 'signed-in')!;
    expect(shell.errorElement).toBeTruthy();
    for (const area of shell.children!) expect(area.errorElement).toBeTruthy();
  });
});
