import { buildApp } from '../../../src/server/app';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startSmtp, type TestSmtp } from '../testing/smtp';
import { mailSettings, QUIET, queueTests } from '../testing/mail';

/**
 * The outbox across processes and restarts (SQLite here, PostgreSQL in the PostgreSQL pass): a process stopped in the
 * middle of the queue hands back what it claimed and another sends the rest, each message once; the rows of a process
 * that died while sending are taken again when their lease ends. Three processes on PostgreSQL: outboxShared.pg.test.ts.
 */

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp({ delayMs: 60 });
  t = await createTestApp({ mail: mailSettings(smtp.url, '/tmp/unused-mail-dir') });
});

afterAll(async () => {
  await t.close().catch(() => undefined);
  await smtp.close();
});

test('a restart in the middle of the queue loses nothing and sends nothing twice', async () => {
  await queueTests(t.app, 12);
  const first = t.app.mailer.drain(QUIET);
  await smtp.waitFor(2);
  // SIGTERM's path: the app closes, its sender hands back what it claimed and did not send
  await t.app.close();
  await first;
  expect(smtp.received.length).toBeLessThan(12);
  const waiting = await t.app.db.selectFrom('mail_outbox').select('Id').where('Status', 'in', ['waiting', 'sending']).execute().catch(() => null);
  expect(waiting).toBeNull();
  const again = await buildApp(t.config, { logger: false });
  try {
    const left = await again.db.selectFrom('mail_outbox').select(['Status']).where('Status', '!=', 'sent').execute();
    expect(left.every((r) => r.Status === 'waiting')).toBe(true);
    expect(left.length).toBe(12 - smtp.received.length);
    await again.mailer.drain(QUIET);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.text)).size).toBe(12);

    // a process that died while sending: its claim runs out, then another process sends the row
    smtp.received.length = 0;
    await queueTests(again, 2);
    await again.db.updateTable('mail_outbox').set({ Status: 'sending', ClaimedUntil: QUIET() + 60_000 }).where('Status', '=', 'waiting').execute();
    await again.mailer.drain(QUIET);
    expect(smtp.received).toHaveLength(0);
    await again.mailer.drain(() => QUIET() + 120_000);
    expect(smtp.received).toHaveLength(2);
  } finally {
    await again.close();
  }
});
