import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LateTooltip } from './LateTooltip';

describe('LateTooltip (a tooltip whose code loads after the first paint)', () => {
  it("describes its child by its title until MUI's tooltip arrives, then shows it on hover, focus kept", async () => {
    const user = userEvent.setup();
    render(
      <LateTooltip title="Ctrl+Enter: save">
        <span data-testid="holder">
          <button type="button">Submit</button>
        </span>
      </LateTooltip>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    // before the tooltip's code: what MUI's closed tooltip gives the child
    expect(screen.getByTestId('holder')).toHaveAttribute('title', 'Ctrl+Enter: save');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => submit.focus());
    // the child is drawn again inside MUI's tooltip: the focus stays on the button
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).not.toBe(submit), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.hover(screen.getByTestId('holder'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ctrl+Enter: save');
  });
});
