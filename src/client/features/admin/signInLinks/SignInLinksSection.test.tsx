import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fakeApi } from '../../../../../test/fakeApi';
import { makeStore } from '../../../app/store';
import SignInLinksSection from './SignInLinksSection';

const api = fakeApi();
const ZONE = { status: 200, data: { emailDomain: 'university.edu.vn', passMark: 5, timeZone: 'Asia/Ho_Chi_Minh' } };

const LINK = { accountId: 4, username: 'lecturer1', role: 'teach', issuer: 'https://login.university.edu.vn', email: null, linkedAt: '2026-11-20T08:05:00.000Z', lastSignInAt: '2026-11-21T09:30:00.000Z' };

test('lists the linked accounts under their headings, a row each, with the role in words and Unlink', async () => {
  // times in the university's zone (UTC+7), whatever the browser's
  api.answer((call) => (call.url.endsWith('/config') ? ZONE : ({ status: 200, data: [LINK] })));
  render(
    <Provider store={makeStore()}>
      <SignInLinksSection />
    </Provider>,
  );
  const table = await screen.findByRole('table');
  const [head, row] = within(table).getAllByRole('row');
  expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Username', 'Role', 'E-mail', 'Provider', 'Linked', 'Last sign-in', 'Actions']);
  await within(row!).findByText('2026-11-20 15:05');
  const cells = within(row!).getAllByRole('cell').map((c) => c.textContent);
  expect(cells).toEqual(['lecturer1', 'Lecturer', '—', 'https://login.university.edu.vn', '2026-11-20 15:05', '2026-11-21 16:30', 'Unlink']);
  expect(within(row!).getByRole('button', { name: 'Unlink lecturer1' })).toBeInTheDocument();
});
