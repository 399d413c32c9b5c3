// npm run db:backup -- <file> [--db <url>]  (default: DATABASE_URL, else sqlite:./data/evaluation.sqlite)
// A consistent online backup; the server may keep running. See docs/OPERATIONS.md, "Backups and restore".
import { parseArgs } from 'node:util';
import { backupDatabase } from '../src/server/db/ops/backup';
import { databaseUrlArg } from '../src/server/db/ops/copy';

const { values, positionals } = parseArgs({ options: { db: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('usage: npm run db:backup -- <file> [--db sqlite:./data/evaluation.sqlite | postgres://…]');
  process.exit(2);
}
const url = databaseUrlArg(values.db ?? process.env.DATABASE_URL ?? 'sqlite:./data/evaluation.sqlite');
backupDatabase(url, file).then(
  () => console.log(`Backup written to ${file}`),
  (err: unknown) => {
    console.error(`db:backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
