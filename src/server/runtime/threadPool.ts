import { Piscina } from 'piscina';
import { workerFile } from './workerFile';

type PoolOptions = Omit<NonNullable<ConstructorParameters<typeof Piscina>[0]>, 'filename' | 'execArgv'>;

/**
 * A piscina pool of the worker entry `source` (`built` in dist/server; runtime/workerFile.ts). A thread's failure
 * while it works rejects that task; one outside any task is piscina's 'error' event, which unheard would end the
 * process: it is heard here, and piscina replaces the thread.
 */
export function threadPool(dir: string, source: string, built: string, options: PoolOptions): Piscina {
  const pool = new Piscina({ ...workerFile(dir, source, built), ...options });
  pool.on('error', () => undefined);
  return pool;
}
