import pino, { type Logger } from 'pino';

/**
 * The database layer's logger. It starts as a plain pino logger (silent under Jest) and main.ts hands it the
 * app's logger once the app exists, so pool events land in the same log stream as requests.
 */
let current: Pick<Logger, 'info' | 'warn' | 'error'> = pino({
  name: 'db',
  level: process.env.JEST_WORKER_ID ? 'silent' : process.env.LOG_LEVEL || 'info',
});

export function dbLog(): Pick<Logger, 'info' | 'warn' | 'error'> {
  return current;
}

export function setDbLogger(logger: Pick<Logger, 'info' | 'warn' | 'error'>): void {
  current = logger;
}
