import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from '../components/toasts';
import { useToast } from '../components/useToast';
import { setLanguage } from '../i18n/i18n';
import { Toasts } from './Toasts';

/** Buttons that send toasts through the app's hooks, as feature code does. */
function Sender() {
  const toast = useToast();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <div>
      {[1, 2, 3, 4].map((n) => (
        <button key={n} onClick={() => toast.success(`Saved ${n}`)}>
          success {n}
        </button>
      ))}
      <button onClick={() => toast.error('Could not save')}>error</button>
      <button onClick={() => enqueueSnackbar('Marks refused', { variant: 'error' })}>snackbar error</button>
    </div>
  );
}

const toasts = () => document.querySelectorAll('.app-toast');
const texts = () => [...toasts()].map((t) => t.textContent);

async function renderToasts() {
  render(
    <Toasts>
      <Sender />
    </Toasts>,
  );
  // the MUI look arrives as a chunk of its own: wait until a toast is drawn with it
}

afterEach(async () => setLanguage('en'));

describe('toasts (notistack)', () => {
  it('stack up to three, the oldest making room, and never show the same text twice at once', async () => {
    const user = userEvent.setup();
    await renderToasts();
    await user.click(screen.getByRole('button', { name: 'success 1' }));
    await user.click(screen.getByRole('button', { name: 'success 1' }));
    await user.click(screen.getByRole('button', { name: 'success 2' }));
    await waitFor(() => expect(texts()).toEqual(['Saved 1', 'Saved 2'].map(expect.stringContaining)));
    await user.click(screen.getByRole('button', { name: 'success 3' }));
    await user.click(screen.getByRole('button', { name: 'success 4' }));
    await waitFor(() => expect(texts()).toHaveLength(3));
    await waitFor(() => expect(texts().join()).not.toContain('Saved 1'));
    expect(texts().join()).toContain('Saved 4');
  });

  it('close after 2000 ms, while an error stays until its close button (named in the chosen language) is pressed', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await setLanguage('vi');
      await renderToasts();
      await user.click(screen.getByRole('button', { name: 'success 1' }));
      await user.click(screen.getByRole('button', { name: 'error' }));
      await user.click(screen.getByRole('button', { name: 'snackbar error' }));
      const close = await screen.findAllByRole('button', { name: 'Đóng thông báo' });
      expect(close).toHaveLength(3);
      await act(async () => jest.advanceTimersByTime(1500));
      expect(texts().join()).toContain('Saved 1');
      await act(async () => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(texts().join()).not.toContain('Saved 1'));
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(texts()).toEqual([expect.stringContaining('Could not save'), expect.stringContaining('Marks refused')]);
      await user.click(screen.getAllByRole('button', { name: 'Đóng thông báo' })[0]!);
      await act(async () => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(texts()).toEqual([expect.stringContaining('Marks refused')]));
    } finally {
      jest.useRealTimers();
    }
  });

  it("draw each variant in the theme's colour", async () => {
    const user = userEvent.setup();
    await renderToasts();
    await user.click(screen.getByRole('button', { name: 'success 1' }));
    await user.click(screen.getByRole('button', { name: 'error' }));
    const success = await waitFor(() => {
      const alert = document.querySelector('.app-toast .MuiAlert-filled.MuiAlert-colorSuccess');
      expect(alert).not.toBeNull();
      return alert!;
    });
    expect(getComputedStyle(success).backgroundColor).toBe('rgb(46, 125, 50)');
    expect(getComputedStyle(document.querySelector('.app-toast .MuiAlert-filled.MuiAlert-colorError')!).backgroundColor).toBe('rgb(198, 40, 40)');
  });
});
