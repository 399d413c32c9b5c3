import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server), each message read back with mailparser. `refuse` makes it
 * answer 451 (try again later) to every message until it is set back.
 */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  refuse: boolean;
  /** resolves once `count` messages have arrived in all */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(options: { delayMs?: number } = {}): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    refuse: false,
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (state.received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${state.received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          if (state.refuse) {
            const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            return callback(err);
          }
          state.received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
