import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startSmtp, type TestSmtp } from '../testing/smtp';
import { mailSettings, QUIET, queueTests } from '../testing/mail';

/** Three app processes on one PostgreSQL database share one outbox: FOR UPDATE SKIP LOCKED, each message sent once. */

let smtp: TestSmtp;
let t: TestApp;
const others: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = await startSmtp({ delayMs: 5 });
  t = await createTestApp({ mail: mailSettings(smtp.url, '/tmp/unused-mail-dir') });
  for (let i = 0; i < 2; i++) others.push(await buildApp(t.config, { logger: false }));
});

afterAll(async () => {
  for (const app of others) await app.close();
  await t.close();
  await smtp.close();
});

test('three processes sending from one outbox send each message once', async () => {
  await queueTests(t.app, 90);
  const apps = [t.app, ...others];
  // every process passes at once, again and again, until nothing is due
  await Promise.all(apps.map((app) => app.mailer.drain(QUIET)));
  expect(smtp.received).toHaveLength(90);
  expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(90);
  const sent = await t.app.db.selectFrom('mail_outbox').select('Id').where('Status', '=', 'sent').execute();
  expect(sent).toHaveLength(90);
});
