import { render, screen } from '@testing-library/react';
import { act } from 'react';
import type { BulkRefusal } from '../../../../common/contract/admin';
import { setLanguage } from '../../../i18n/i18n';
import { RefusalList } from './BulkOutcomeView';

// as POST /student/bulk-delete and /studentincourse/bulk-add answer them (domain/bulk.ts)
const REFUSED: BulkRefusal[] = [
  {
    id: 1,
    code: 'SE160001',
    name: 'Nguyen Minh Anh',
    reason: 'Cannot delete student 1: it still has 1 course enrolment and 2 project memberships',
    reasonCode: 'cannotDeleteDependents',
    reasonParams: { what: 'student', id: '1', dependents: '1 course enrolment and 2 project memberships', kind: 'student', courseEnrolment: '1', projectMembership: '2' },
  },
  { id: 88888, code: null, name: null, reason: 'Student 88888 not found', reasonCode: 'studentNotFound', reasonParams: { id: '88888' } },
  { id: 2, code: 'SE160002', name: 'Tran Van Binh', reason: 'This student is already enrolled in this course', reasonCode: 'alreadyEnrolled' },
  // an answer without a code (an older server) is shown as sent
  { id: 3, code: null, name: 'Le Thi Cam', reason: 'Something else' },
];

const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);

afterAll(() => setLanguage('en'));

test("a bulk action's refused rows: the server's reasons in English, their codes' texts with the params in Vietnamese", async () => {
  await act(() => setLanguage('en'));
  const { rerender } = render(<RefusalList refused={REFUSED} label="Refused" />);
  expect(lines()).toEqual([
    'SE160001 Nguyen Minh Anh: Cannot delete student 1: it still has 1 course enrolment and 2 project memberships',
    expect.stringContaining('Student 88888 not found'),
    'SE160002 Tran Van Binh: This student is already enrolled in this course',
    'Le Thi Cam: Something else',
  ]);
  await act(() => setLanguage('vi'));
  rerender(<RefusalList refused={[...REFUSED]} label="Refused" />);
  expect(lines()).toEqual([
    'SE160001 Nguyen Minh Anh — lý do: Không thể xóa sinh viên 1: vẫn còn 1 lượt ghi danh lớp học phần, 2 lượt tham gia đồ án',
    'Mã 88888: Không tìm thấy sinh viên 88888',
    'SE160002 Tran Van Binh — lý do: Sinh viên này đã có trong Lớp học phần',
    'Le Thi Cam — lý do: Something else',
  ]);
});
