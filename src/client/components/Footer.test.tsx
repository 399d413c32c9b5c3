import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './Footer';

describe('Footer dialogs', () => {
  it('opens one dialog at a time and closes it only with the close button', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Contact');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the five links and hides the decorative icons from assistive technology', () => {
    render(<Footer />);
    for (const name of ['Introduction', 'Contact', 'Address', 'Privacy', 'Terms of Use']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(document.querySelectorAll('[aria-hidden="true"] svg').length).toBe(3);
  });
});
