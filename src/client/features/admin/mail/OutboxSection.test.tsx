import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fakeApi } from '../../../../../test/fakeApi';
import { makeStore } from '../../../app/store';
import OutboxSection from './OutboxSection';

const api = fakeApi();
const ZONE = { status: 200, data: { emailDomain: 'university.edu.vn', passMark: 5, timeZone: 'Asia/Ho_Chi_Minh' } };

const ROW = { Id: 7, Kind: 'reset', To: 'student1@university.edu.vn', Username: 'student1', Subject: 'Choose a new password', Status: 'failed', Attempts: 3, CreatedAt: '2026-11-20T08:00:00.000Z', DueAt: '2026-11-20T08:00:00.000Z', SentAt: null, LastReply: '550 mailbox unavailable' };

test('lists the messages under their headings, a row each, with the status in words and Resend', async () => {
  // times in the university's zone (UTC+7), whatever the browser's
  api.answer((call) => (call.url.endsWith('/config') ? ZONE : ({ status: 200, data: { Rows: [ROW], Waiting: 0, Failed: 1, Mode: 'smtp' } })));
  render(
    <Provider store={makeStore()}>
      <OutboxSection />
    </Provider>,
  );
  const table = await screen.findByRole('table', { name: 'Outbox' });
  const [head, row] = within(table).getAllByRole('row');
  expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['To', 'Subject', 'Written', 'Status', 'Sent', 'Tries', "Server's reply", 'Resend']);
  await within(row!).findByText('2026-11-20 15:00');
  const cells = within(row!).getAllByRole('cell').map((c) => c.textContent);
  expect(cells).toEqual(['student1@university.edu.vn', 'Choose a new password', '2026-11-20 15:00', 'Failed', '—', '3', '550 mailbox unavailable', 'Resend']);
  expect(within(row!).getByRole('button', { name: 'Resend message 7' })).toBeInTheDocument();
});
