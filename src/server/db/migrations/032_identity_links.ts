import type { Kysely } from 'kysely';

/**
 * An account's link to a person at the university's OpenID Connect provider: `(Issuer, Subject)` is the
 * provider's stable id of that person, stored on the first sign-in matched by e-mail or username, so later
 * sign-ins match by it alone (an address change at the provider breaks nothing). One link per account.
 */
export const identityLinksMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('identity_link')
      .ifNotExists()
      .addColumn('AccountId', 'integer', (c) => c.primaryKey().references('account.Id').onDelete('cascade'))
      .addColumn('Issuer', 'varchar(500)', (c) => c.notNull())
      .addColumn('Subject', 'varchar(255)', (c) => c.notNull())
      .addColumn('Email', 'varchar(320)')
      .addColumn('LinkedAt', 'varchar(30)', (c) => c.notNull())
      .addColumn('LastSignInAt', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('identity_link_Issuer_Subject_idx').ifNotExists().unique().on('identity_link').columns(['Issuer', 'Subject']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identity_link').ifExists().execute();
  },
};
