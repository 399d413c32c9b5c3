import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../schema';
import { hashPassword } from '../../auth/passwords';
import { createAccount } from '../../domain/accounts';
import { seedDemo } from './demo';

/**
 * On an empty database: SEED=demo loads the demo dataset (README lists it); SEED=none creates only
 * the bootstrap admin from ADMIN_USERNAME / ADMIN_PASSWORD. A database with accounts is left alone.
 */
export async function seedDatabase(db: Kysely<Database>, config: AppConfig): Promise<void> {
  const any = await db.selectFrom('account').select('Id').limit(1).executeTakeFirst();
  if (any) return;
  if (config.seed === 'demo') {
    await seedDemo(db, config.passMark);
    return;
  }
  const hash = await hashPassword(config.adminPassword);
  await db.transaction().execute(async (trx) => {
    const accountId = await createAccount(trx, config.adminUsername, hash, 'admin');
    await trx.insertInto('admin').values({ Name: 'Administrator', AccountId: accountId }).execute();
  });
}
