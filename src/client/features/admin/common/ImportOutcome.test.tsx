import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { setLanguage } from '../../../i18n/i18n';
import { ImportOutcome, type RefusedRow } from './ImportOutcome';

// as the schedule's import refuses rows (domain/schedule/csv.ts, through the workbook's cells): text, code, params
const ERRORS: RefusedRow[] = [
  { row: 2, field: 'Room', message: 'Room is required', code: 'scheduleRoomRequired', cell: 'B2' },
  { row: 3, field: 'Board', message: "The board 'Board Q' has other hours or room in row 1", code: 'scheduleBoardDiffers', params: { name: 'Board Q', row: '1' }, cell: 'A3' },
  {
    row: 3,
    field: 'Schedule',
    message: "Project 'Alumni Network' (08:30-09:30) falls outside the hours of 'Board M' (room 606, 08:00-09:00) on 2026-12-05",
    code: 'conflictSlotOutside',
    params: { p: 'Alumni Network', pStart: '08:30', pEnd: '09:30', a: 'Board M', aRoom: '606', aStart: '08:00', aEnd: '09:00', date: '2026-12-05' },
    cell: null,
  },
];

const reasons = () => screen.getAllByRole('row').slice(1).map((r) => r.lastElementChild?.textContent);

afterAll(() => setLanguage('en'));

test("the schedule import's refused rows: the server's English, and in Vietnamese their codes' texts with the params", async () => {
  await act(() => setLanguage('en'));
  const outcome = { kind: 'refused' as const, text: 'refused', errors: ERRORS };
  const { rerender } = render(<ImportOutcome outcome={outcome} cellLabel="Cell" />);
  expect(reasons()).toEqual(ERRORS.map((e) => e.message));
  await act(() => setLanguage('vi'));
  rerender(<ImportOutcome outcome={{ ...outcome, errors: [...ERRORS] }} cellLabel="Ô" />);
  expect(reasons()).toEqual([
    'Cần có Phòng (Room)',
    "Hội đồng 'Board Q' có giờ hoặc phòng khác ở dòng 1",
    "Đồ án 'Alumni Network' (08:30-09:30) nằm ngoài giờ của 'Board M' (phòng 606, 08:00-09:00) vào ngày 2026-12-05",
  ]);
});
