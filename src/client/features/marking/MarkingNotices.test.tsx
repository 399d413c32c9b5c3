import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import type { MarkingView } from '../../../common/contract/marking';
import { setLanguage } from '../../i18n/i18n';
import type { CellConflict } from './conflicts';
import { ConflictPanel, PublishedNotice, RestoredBanner } from './MarkingNotices';

/** The marking notices keep their English texts (singular and plural) and read as Vietnamese. */
const view = {
  students: [{ stdinprjId: 4, StudentId: 4, Code: 'SE160004', Name: 'Nguyễn Thị Ánh' }],
  columns: [{ id: 7, name: 'Report', percent: 0.5 }],
} as unknown as MarkingView;
const conflict: CellConflict = { key: '4:7', yours: '8', theirs: '', version: 2 };
const publication = { PublishedAt: '2026-11-20T09:30:00.000Z', PublishedBy: 'admin', results: [] };
const noop = () => undefined;
// the published time is said in the university's zone, read from /api/config through the store
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={makeStore()}>{children}</Provider>;

afterEach(async () => {
  await setLanguage('en');
});

test('English: the texts as before, one and many', () => {
  const { rerender } = render(<RestoredBanner count={1} busy={false} onSubmit={noop} onDiscard={noop} />, { wrapper });
  expect(screen.getByText('1 unsaved mark restored')).toBeInTheDocument();
  rerender(<RestoredBanner count={3} busy={false} onSubmit={noop} onDiscard={noop} />);
  expect(screen.getByText('3 unsaved marks restored')).toBeInTheDocument();
  rerender(<ConflictPanel view={view} conflicts={[conflict]} onSettle={noop} />);
  expect(screen.getByText('1 mark was changed elsewhere since you typed it. Choose which value to keep:')).toBeInTheDocument();
  expect(screen.getByText('SE160004 - Nguyễn Thị Ánh, Report: yours 8, theirs empty')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep mine (8)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Take theirs (empty)' })).toBeInTheDocument();
  rerender(<PublishedNotice publication={publication} />);
  expect(screen.getByRole('status')).toHaveTextContent("Published on 2026-11-20 09:30 by admin. The marks below can no longer change; each student's final score and result are shown.");
});

test('Vietnamese: translated, the date as dd/MM/yyyy, the username left as data', async () => {
  await setLanguage('vi');
  const { rerender } = render(<RestoredBanner count={2} busy={false} onSubmit={noop} onDiscard={noop} />, { wrapper });
  expect(screen.getByText('Đã khôi phục 2 điểm chưa lưu')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hủy bản nháp' })).toBeInTheDocument();
  rerender(<ConflictPanel view={view} conflicts={[conflict]} onSettle={noop} />);
  expect(screen.getByRole('button', { name: 'Giữ điểm của tôi (8)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lấy điểm của người khác (để trống)' })).toBeInTheDocument();
  rerender(<PublishedNotice publication={publication} />);
  expect(screen.getByRole('status')).toHaveTextContent(/^admin đã công bố lúc 20\/11\/2026 09:30\./);
  expect(screen.getByText('admin')).toHaveAttribute('translate', 'no');
});
