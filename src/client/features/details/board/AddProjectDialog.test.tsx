import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { AddProjectDialog } from './AddProjectDialog';

const CANDIDATE = { Id: 7, Name: 'Lab Equipment Tracker', Notion: 'n', CourseId: 2, CourseName: 'SWP391-G2' };

/** A fake server: the candidates list, and the insert answering the envelope. */
function mockServer() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, url: request.url, body });
    const answer = request.method === 'POST' ? { status: 200, message: 'Added project into evaluation board successfully' } : { status: 201, data: [CANDIDATE] };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

test('a board project line: the shared schema refuses missing fields; a full line is sent and the candidates refresh', async () => {
  const calls = mockServer();
  const user = userEvent.setup();
  render(
    <AppProviders store={makeStore()}>
      <AddProjectDialog boardId={3} open onClose={() => undefined} />
    </AppProviders>,
  );
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
    { method: 'POST', url: expect.stringMatching(/\/api\/projectinboard\/insert$/), body: { projectId: 7, boardId: 3, intendTime: '10:30', order: 2, protectTime: 30 } },
  ]);
  // The insert invalidated the ProjectInBoard list: the candidates are fetched again, no manual refetch.
  await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/project/3/projectsnoboard'))).toHaveLength(2));
});
