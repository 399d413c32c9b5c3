// npm run db:copy -- --from sqlite:./data/evaluation.sqlite --to postgres://user@host/db
// Copies every table into an EMPTY database (migrated first), in one transaction, verified by row counts
// and per-table checksums. See docs/OPERATIONS.md, "Moving from SQLite".
import { parseArgs } from 'node:util';
import { copyDatabase, databaseUrlArg } from '../src/server/db/ops/copy';

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !values.to) {
    console.error('usage: npm run db:copy -- --from sqlite:./data/evaluation.sqlite --to postgres://user@host:5432/db');
    process.exit(2);
  }
  const from = databaseUrlArg(values.from);
  const to = databaseUrlArg(values.to);
  console.log(`Copying ${redact(from)} -> ${redact(to)}`);
  const report = await copyDatabase(from, to, (line) => console.log(`  ${line}`));
  const total = report.tables.reduce((a, t) => a + t.rows, 0);
  console.log(`Copied ${total} rows in ${report.tables.length} tables in ${(report.ms / 1000).toFixed(1)} s; row counts and checksums verified.`);
}

main().catch((err: unknown) => {
  console.error(`db:copy failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
