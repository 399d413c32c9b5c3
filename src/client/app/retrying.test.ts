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
});
