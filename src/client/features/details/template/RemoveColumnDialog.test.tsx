import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proposeRebalance, RemoveColumnDialog } from './RemoveColumnDialog';

const columns = [
  { id: 1, name: 'Presentation', percent: 0.3 },
  { id: 2, name: 'Report', percent: 0.3 },
  { id: 3, name: 'Demo', percent: 0.4 },
];

describe('removing a score column', () => {
  it('proposes percents in proportion to the old ones that add up to exactly 100', () => {
    expect(proposeRebalance(columns.slice(1))).toEqual(['42.85', '57.15']);
    expect(proposeRebalance([columns[0]!, columns[1]!])).toEqual(['50', '50']);
  });

  it('sends the remaining columns as fractions, and only while they make 100 %', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<RemoveColumnDialog column={columns[2]!} columns={columns} busy={false} onCancel={() => undefined} onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    const report = screen.getByLabelText('Report (%)');
    await user.clear(report);
    await user.type(report, '40');
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Total: 90 %')).toBeInTheDocument();
    const presentation = screen.getByLabelText('Presentation (%)');
    await user.clear(presentation);
    await user.type(presentation, '60');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledWith([
      { name: 'Presentation', percent: 0.6 },
      { name: 'Report', percent: 0.4 },
    ]);
  });
});
