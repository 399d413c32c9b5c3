import type { Kysely } from 'kysely';
import { MAIL_KINDS } from '../../../src/common/mailKinds';
import { tableBatches } from '../../../src/server/db/ops/checksum';
import { dataTablesInOrder } from '../../../src/server/db/ops/tables';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * People's mail choices are data (db:copy and the checksums carry them); the outbox is the senders' queue. A table
 * keyed by two columns is read whole in small batches, whatever account a batch boundary splits.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(() => t.close());

test('mail_preference is a data table, read in batches of any size without losing or repeating a row', async () => {
  const db = t.app.db as unknown as Kysely<unknown>;
  const tables = await dataTablesInOrder(db, t.app.dbHandle.engine);
  expect(tables).toContain('mail_preference');
  expect(tables).not.toContain('mail_outbox');
  expect(tables).not.toContain('password_reset');
  // every kind of 4 accounts: 20 rows, each account's 5 rows split across batches of 3
  const accounts = (await t.app.db.selectFrom('account').select('Id').orderBy('Id').limit(4).execute()).map((a) => a.Id);
  await t.app.db
    .insertInto('mail_preference')
    .values(accounts.flatMap((AccountId) => MAIL_KINDS.map((Kind) => ({ AccountId, Kind, Mode: 'off' }))))
    .execute();
  const read: string[] = [];
  for await (const batch of tableBatches(db, 'mail_preference', 3)) {
    expect(batch.length).toBeLessThanOrEqual(3);
    read.push(...batch.map((r) => `${Number(r.AccountId)}:${String(r.Kind)}`));
  }
  const expected = accounts.flatMap((a) => [...MAIL_KINDS].sort().map((k) => `${a}:${k}`));
  expect(read).toEqual(expected);
});
