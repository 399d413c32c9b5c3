// npm run db:restore -- <file> [--to <url>]  (default: DATABASE_URL, else sqlite:./data/evaluation.sqlite)
// Restores a db:backup file into an EMPTY database (a new SQLite file, a PostgreSQL database with no tables).
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../src/server/db/ops/backup';
import { databaseUrlArg } from '../src/server/db/ops/copy';

const { values, positionals } = parseArgs({ options: { to: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('usage: npm run db:restore -- <file> [--to sqlite:./data/restored.sqlite | postgres://…]');
  process.exit(2);
}
const url = databaseUrlArg(values.to ?? process.env.DATABASE_URL ?? 'sqlite:./data/evaluation.sqlite');
restoreDatabase(file, url).then(
  () => console.log(`Restored ${file}`),
  (err: unknown) => {
    console.error(`db:restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
