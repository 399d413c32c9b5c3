import path from 'node:path';
import { readFailure } from '../../../src/server/documents/xlsx/readInWorker';
import { UnreadableWorkbook } from '../../../src/server/documents/xlsx/reader';
import { Overloaded } from '../../../src/server/domain/errors';
import { threadPool } from '../../../src/server/runtime/threadPool';

describe('the worker pools', () => {
  it("hear a thread's failure outside any task: an unheard 'error' event would end the process", async () => {
    const dir = path.join(__dirname, '../../../src/server/domain/rowChecks');
    const pool = threadPool(dir, 'worker.ts', 'rowCheckWorker.js', { minThreads: 0, maxThreads: 1 });
    try {
      expect(pool.listenerCount('error')).toBe(1);
      expect(() => pool.emit('error', new Error('a thread failed between tasks'))).not.toThrow();
    } finally {
      await pool.destroy();
    }
  });

  it('tell an uploader that a thread would not start (busy, ask again) apart from a file too heavy to read', () => {
    expect(readFailure(Object.assign(new Error('no thread'), { code: 'ERR_WORKER_INIT_FAILED' }))).toBeInstanceOf(Overloaded);
    expect(readFailure(Object.assign(new Error('out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }))).toEqual(new UnreadableWorkbook('tooLarge'));
    const timedOut = new Error('The task has been aborted');
    timedOut.name = 'AbortError';
    expect(readFailure(timedOut)).toBeInstanceOf(UnreadableWorkbook);
  });
});
