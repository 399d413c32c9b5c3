import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** A query runner: the database or a transaction on it. */
export type Q = Kysely<Database> | Transaction<Database>;
