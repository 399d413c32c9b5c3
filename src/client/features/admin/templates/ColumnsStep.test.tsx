import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { setLanguage, translateValidation } from '../../../i18n/i18n';
import { ColumnsStep } from './ColumnsStep';
import { checkColumns, toDataColumn, type DataColumn } from '../../../components/scoreColumnsForm';

describe('template wizard, step 2 (score columns)', () => {
  it('shows the live sum and enables Confirm only at exactly 100 %, sending fractions', async () => {
    const user = userEvent.setup({ delay: null });
    const confirmed: DataColumn[][] = [];
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
    await waitFor(() => expect(confirmed).toHaveLength(1));
    expect(confirmed[0]).toEqual([
      { name: 'Report', percent: 0.3333 },
      { name: 'Presentation', percent: 0.3333 },
      { name: 'Defense', percent: 0.3334 },
    ]);
  }, 60_000); // some sixty keystrokes: slow on a loaded machine

  it('regenerating keeps the rows already typed', async () => {
    const user = userEvent.setup({ delay: null });
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

describe('template wizard, step 2, in the chosen language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  const renderStep = () =>
    render(
      <AppProviders store={makeStore()}>
        <ColumnsStep busy={false} onBack={() => undefined} onConfirm={() => undefined} />
      </AppProviders>,
    );

  it("shows a row's error under its field, in English as the schema says it", async () => {
    const user = userEvent.setup({ delay: null });
    renderStep();
    await user.type(screen.getByLabelText('Number of rows'), '1');
    await user.click(screen.getByRole('button', { name: 'Generate Table' }));
    await user.type(screen.getByLabelText('Percent 1 (%)'), '1.234');
    const message = translateValidation(checkColumns([{ name: 'Only', percent: '1.234' }]).rowErrors[0]!.percent);
    expect(message).toBe('Percent must have at most 4 decimals (0.01 %)');
    expect(screen.getByLabelText('Percent 1 (%)')).toHaveAccessibleDescription(message);
  });

  it('shows the count helper and the rows\' errors in Vietnamese', async () => {
    await setLanguage('vi');
    const user = userEvent.setup({ delay: null });
    renderStep();
    const count = screen.getByRole('spinbutton');
    await user.type(count, '99');
    expect(count).toHaveAccessibleDescription(/^Từ 1 đến \d+$/);
    await user.clear(count);
    await user.type(count, '1');
    await user.click(screen.getByRole('button', { name: /bảng/i }));
    const [name, percent] = screen.getAllByRole('textbox');
    await user.type(percent!, '1.234');
    const english = 'Percent must have at most 4 decimals (0.01 %)';
    expect(percent).toHaveAccessibleDescription(/\S/);
    expect(percent).not.toHaveAccessibleDescription(english);
    // pasted: typing 201 keys one by one takes 20 s on a loaded machine
    await user.click(name!);
    await user.paste('x'.repeat(201));
    expect(name).toHaveAccessibleDescription(/\S/);
    expect(name).not.toHaveAccessibleDescription(/[a-z]{4,} (must|is)/);
  }, 60_000);
});

describe('the columns check (the shared dataColumnSchema)', () => {
  const rows = (...percents: string[]) => percents.map((percent, i) => ({ name: `c${i}`, percent }));

  it('accepts percentages with up to 2 decimals that sum to exactly 100, without float drift', () => {
    expect(checkColumns(rows('70', '20', '10')).ready).toBe(true);
    expect(0.7 + 0.2 + 0.1).not.toBe(1); // what a float sum of the fractions would have got wrong
    expect(checkColumns(rows('33.33', '33.33', '33,34'))).toMatchObject({ ready: true, sumBasisPoints: 10000, sumText: '100' });
    expect(toDataColumn(rows('12,5'))).toEqual([{ name: 'c0', percent: 0.125 }]);
  });

  it('refuses a bad percent, an empty name and a sum other than 100, with the schema\'s messages', () => {
    for (const bad of ['0', '100.01', '-5', '1.234', 'abc', '']) {
      const check = checkColumns([{ name: 'Only', percent: bad }]);
      expect(check.ready).toBe(false);
      expect(translateValidation(check.rowErrors[0]!.percent)).toMatch(/^Percent /);
    }
    expect(translateValidation(checkColumns([{ name: ' ', percent: '100' }]).rowErrors[0]!.name)).toBe('Name is required');
    expect(checkColumns(rows('50', '40')).setErrors.map(translateValidation)).toEqual(['The percents of the score columns must add up to exactly 100%']);
    expect(checkColumns([]).ready).toBe(false);
  });
});
