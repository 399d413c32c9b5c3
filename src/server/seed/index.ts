import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { createAccount } from '../domain/accounts';
import { seedDemo } from './demo';
import { engineOf } from '../db/engine';
import { withSetupLock } from '../db/setupLock';

/**
 * On an empty database: SEED=demo loads the demo dataset (README lists it); SEED=none creates only
 * the bootstrap admin from ADMIN_USERNAME / ADMIN_PASSWORD. A database with accounts is left alone. Says what it
 * created (null: nothing, the database had accounts).
 */
export async function seedDatabase(db: Kysely<Database>, config: AppConfig): Promise<'demo' | 'admin' | null> {
  // Hashing before taking the lock keeps the time other processes wait short.
  const hash = config.seed === 'demo' ? null : await hashPassword(config.adminPassword);
  // Under the setup lock (setupLock.ts): of N processes starting on an empty database, one seeds, the rest find accounts.
  const engine = engineOf(config.databaseUrl);
  let seeded: 'demo' | 'admin' | null = null;
  await withSetupLock(db as unknown as Kysely<unknown>, engine, async (locked) => {
    const q = locked as unknown as Kysely<Database>;
    const any = await q.selectFrom('account').select('Id').limit(1).executeTakeFirst();
    if (any) return;
    if (config.seed === 'demo') {
      await seedDemo(q, config.passMark);
      seeded = 'demo';
      return;
    }
    seeded = 'admin';
    await q.transaction().execute(async (trx) => {
      const accountId = await createAccount(trx, config.adminUsername, hash!, 'admin');
      await trx.insertInto('admin').values({ Name: 'Administrator', AccountId: accountId }).execute();
    });
  });
  return seeded;
}
