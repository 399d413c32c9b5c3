import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every message and keeps only a count (no parsing: the bench process shares the
 * machine with the server it measures). `delayMs` makes it a slow relay: each message is answered that much later.
 */
export interface SmtpSink {
  url: string;
  received(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(delayMs = 0): Promise<SmtpSink> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        count++;
        if (delayMs > 0) setTimeout(() => callback(), delayMs);
        else callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
