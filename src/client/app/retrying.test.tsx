import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLoadFailed } from './AppLoadFailed';
import { retrying } from './retrying';

describe('loading the app over a flaky connection', () => {
  it('tries again after each wait and answers the first success', async () => {
    let calls = 0;
    const load = jest.fn(async () => {
      calls += 1;
      if (calls < 3) throw new Error('ChunkLoadError');
      return 'router';
    });
    await expect(retrying(load, [1, 1, 1])).resolves.toBe('router');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last failure once the waits are spent', async () => {
    const load = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(retrying(load, [1, 1])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says the app could not be loaded and offers to try again', async () => {
    const onRetry = jest.fn();
    render(<AppLoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The application could not be loaded. Check the connection and try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
