import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { ColumnsStep } from './ColumnsStep';
import { checkColumns, percentHundredths, toDataColumn, type ColumnDraft } from './percent';

describe('template wizard, step 2 (score columns)', () => {
  it('shows the live sum and enables Confirm only at exactly 100 %, sending fractions', async () => {
    const user = userEvent.setup();
    const confirmed: ColumnDraft[][] = [];
    render(
      <AppProviders store={makeStore()}>
        <ColumnsStep busy={false} onBack={() => undefined} onConfirm={(rows) => confirmed.push(rows)} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'You must create score column for template score' })).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate Table' });
    expect(generate).toBeDisabled();
    await user.type(screen.getByLabelText('Number of rows'), '3');
    await user.click(generate);

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    for (const [i, name] of ['Report', 'Presentation', 'Defense'].entries()) {
      await user.type(screen.getByLabelText(`Name ${i + 1}`), name);
      await user.type(screen.getByLabelText(`Percent ${i + 1} (%)`), '33.33');
    }
    expect(screen.getByRole('status')).toHaveTextContent('Total: 99.99 % (must be exactly 100 %)');
    expect(confirm).toBeDisabled();

    await user.clear(screen.getByLabelText('Percent 3 (%)'));
    await user.type(screen.getByLabelText('Percent 3 (%)'), '33.34');
    expect(screen.getByRole('status')).toHaveTextContent(/^Total: 100 %$/);
    expect(confirm).toBeEnabled();

    // A duplicate name blocks Confirm again.
    await user.clear(screen.getByLabelText('Name 3'));
    await user.type(screen.getByLabelText('Name 3'), 'report');
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Two score columns cannot have the same name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name 3'));
    await user.type(screen.getByLabelText('Name 3'), 'Defense');

    await user.click(confirm);
    expect(toDataColumn(confirmed[0]!)).toEqual([
      { name: 'Report', percent: 0.3333 },
      { name: 'Presentation', percent: 0.3333 },
      { name: 'Defense', percent: 0.3334 },
    ]);
  });

  it('regenerating keeps the rows already typed', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders store={makeStore()}>
        <ColumnsStep busy={false} onBack={() => undefined} onConfirm={() => undefined} />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText('Number of rows'), '1');
    await user.click(screen.getByRole('button', { name: 'Generate Table' }));
    await user.type(screen.getByLabelText('Name 1'), 'Only');
    await user.type(screen.getByLabelText('Percent 1 (%)'), '100');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await user.clear(screen.getByLabelText('Number of rows'));
    await user.type(screen.getByLabelText('Number of rows'), '2');
    await user.click(screen.getByRole('button', { name: 'Generate Table' }));
    expect(screen.getByLabelText('Name 1')).toHaveValue('Only');
    expect(screen.getByLabelText('Name 2')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('percent arithmetic', () => {
  it('reads percentages with up to 2 decimals, in (0, 100]', () => {
    expect(percentHundredths('33.33')).toBe(3333);
    expect(percentHundredths('12,5')).toBe(1250);
    expect(percentHundredths('100')).toBe(10000);
    for (const bad of ['0', '100.01', '-5', '1.234', 'abc', '']) expect(percentHundredths(bad)).toBeNull();
  });

  it('sums exactly, without float drift', () => {
    const rows = ['70', '20', '10'].map((percent, i) => ({ name: `c${i}`, percent }));
    expect(checkColumns(rows).ready).toBe(true);
    expect(0.7 + 0.2 + 0.1).not.toBe(1); // what a float sum of the fractions would have got wrong
  });
});
