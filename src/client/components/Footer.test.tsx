import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fakeApi';
import { Footer } from './Footer';

const api = fakeApi();

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

  it('Escape closes the Privacy and Terms of Use texts and gives focus back to their link', async () => {
    api.answer(() => ({ status: 200, data: { privacy: 'We keep your marks.', terms: 'Use it fairly.' } }));
    const user = userEvent.setup();
    render(<Footer />);
    for (const [name, text] of [['Privacy', 'We keep your marks.'], ['Terms of Use', 'Use it fairly.']] as const) {
      const link = screen.getByRole('button', { name });
      await user.click(link);
      const dialog = await screen.findByRole('dialog', { name });
      await waitFor(() => expect(dialog).toHaveTextContent(text));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(link).toHaveFocus();
    }
  });

  it('shows the five links and hides the decorative icons from assistive technology', () => {
    render(<Footer />);
    for (const name of ['Introduction', 'Contact', 'Address', 'Privacy', 'Terms of Use']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(document.querySelectorAll('[aria-hidden="true"] svg').length).toBe(3);
  });

  it('moves focus into the named dialog, keeps Tab inside it, locks the page scroll and gives focus back to the link', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    const link = screen.getByRole('button', { name: 'Address' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
