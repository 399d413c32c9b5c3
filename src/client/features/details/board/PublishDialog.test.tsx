import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisagreementStudent } from '../../../../common/contract/disagreement';
import { PublishDialog } from './PublishDialog';

const flagged: DisagreementStudent[] = [
  {
    StudentId: 4,
    stdinprjId: 4,
    Code: 'SE160004',
    Name: 'Pham Van Duc',
    Gap: 2.53,
    Totals: [
      { LectureInBoardId: 2, TeacherName: 'Lecturer Two', Total: 7.48 },
      { LectureInBoardId: 1, TeacherName: 'Lecturer One', Total: 10 },
    ],
  },
];

describe('PublishDialog', () => {
  it('lists the students the lecturers disagree on, with the gap and each total, before Public', async () => {
    const onConfirm = jest.fn();
    render(<PublishDialog project={{ Id: 2, Name: 'Library Seat Booking' }} flagged={flagged} threshold={2} busy={false} onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Publish results' });
    expect(dialog).toHaveTextContent("Lecturers' totals differ by more than 2.00 points");
    const items = within(within(dialog).getByRole('list', { name: 'Students the lecturers disagree on' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['SE160004 Pham Van Duc: gap 2.53 (Lecturer Two 7.48 / Lecturer One 10.00)']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks the plain question when the lecturers agree', () => {
    render(<PublishDialog project={{ Id: 3, Name: 'Other' }} flagged={[]} threshold={2} busy={false} onConfirm={() => undefined} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Publish results' });
    expect(dialog).toHaveTextContent('Publishing cannot be undone. Publish the results of project ID = 3 ?');
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('says the minutes are not written and publishes only once the admin confirms without them', async () => {
    const onConfirm = jest.fn();
    render(<PublishDialog project={{ Id: 1, Name: 'Board A project', MinutesWritten: false }} flagged={[]} threshold={2} busy={false} onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Publish results' });
    expect(dialog).toHaveTextContent('Minutes not written');
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: "Publish without the board's decision" }));
    await user.click(publish);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
