import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { setLanguage } from '../../i18n/i18n';
import ProjectHistory from './ProjectHistory';
import { fakeApi } from '../../../../test/fakeApi';

const ROWS = [
  { Id: 2, StudentCode: 'SE160004', StudentName: 'Nguyễn Thị Ánh', ColumnName: 'Presentation', LecturerName: 'Nguyen Van An', OldScore: 8.25, NewScore: 6.75, ChangedBy: 'lecturer1', ChangedAt: '2026-11-22T10:05:00.000Z' },
  { Id: 1, StudentCode: 'SE160004', StudentName: 'Nguyễn Thị Ánh', ColumnName: 'Presentation', LecturerName: 'Nguyen Van An', OldScore: null, NewScore: 8.25, ChangedBy: 'lecturer1', ChangedAt: '2026-11-22T10:00:00.000Z' },
];

const api = fakeApi();

/** Every request answered with `body`: the requests made. */
const mockFetch = (body: unknown) => api.answer(() => body);

const show = (projectId: number) =>
  render(
    <Provider store={makeStore()}>
      <ProjectHistory projectId={projectId} />
    </Provider>,
  );

test('shows loading, then every write newest first with old and new score', async () => {
  const calls = mockFetch({ status: 200, data: ROWS });
  show(2);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('grid', { name: 'Score history' })).toBeInTheDocument();
  expect(calls[0]?.url).toMatch(/\/api\/history\/project\/2$/);
  expect(screen.getAllByText('Nguyễn Thị Ánh')).toHaveLength(2);
  expect(screen.getByText('6.75')).toBeInTheDocument();
  expect(screen.getAllByText('8.25')).toHaveLength(2);
  expect(screen.getByText('—')).toBeInTheDocument();
  expect(screen.getByText('2026-11-22 10:05:00')).toBeInTheDocument();
});

test('says so when the project has no marks yet', async () => {
  mockFetch({ status: 200, data: [] });
  show(6);
  expect(await screen.findByText('No score has been entered for this project yet')).toBeInTheDocument();
});

test('in Vietnamese: headers translated, dates as dd/MM/yyyy', async () => {
  await setLanguage('vi');
  try {
    mockFetch({ status: 200, data: ROWS });
    show(3);
    expect(await screen.findByRole('grid', { name: 'Lịch sử chấm điểm' })).toBeInTheDocument();
    expect(screen.getByText('22/11/2026 10:05:00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Điểm mới' })).toBeInTheDocument();
  } finally {
    await setLanguage('en');
  }
});
