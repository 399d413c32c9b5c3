import type { FastifyInstance } from 'fastify';
import type { MailConfig } from '../../../src/server/config';
import { enqueue } from '../../../src/server/mail/outbox';

/** Mail settings of the mail tests: a real SMTP server's URL, links from a fixed PUBLIC_URL, sending only when asked. */
export const mailSettings = (smtpUrl: string | null, dir: string): MailConfig => ({
  smtpUrl,
  from: 'Capstone Evaluation <no-reply@uni.test>',
  dir,
  publicUrl: 'https://eval.uni.test',
  universityName: 'Test University',
  pollMs: 3_600_000,
  retryBaseMs: 1000,
  leaseMs: 60_000,
  digestHour: 7,
});

/** Far from any demo board: the sender's own reminder pass finds no board "tomorrow". */
export const QUIET = () => Date.parse('2030-01-15T12:00:00Z');

/** Queues `count` test messages to distinct addresses. */
export async function queueTests(app: FastifyInstance, count: number): Promise<void> {
  const admin = (await app.db.selectFrom('account').select('Id').where('Username', '=', 'admin').executeTakeFirstOrThrow()).Id;
  await app.db.transaction().execute((trx) =>
    enqueue(trx, Array.from({ length: count }, (_, i) => ({ kind: 'test' as const, accountId: admin, event: { type: 'test' as const }, link: '/', to: `person${i}@uni.test` }))),
  );
}
