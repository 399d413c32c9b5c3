import type { StudentListRow } from '../../../common/contract/spec';
import { compiledRead } from '../../db/compiled';
import type { Q } from '../db';

/**
 * GET /student/getall as JSON text produced a batch at a time: 20,000 students held at once as row objects and
 * then as one 2 MB string (per request, ten admins at once: ten of each) took the server's peak RSS past 250 MB.
 * Batches of BATCH rows in Id order (keyset: `Id > last`, the primary key, so each batch is one short index range
 * read), each turned into text and handed to the socket before the next is read; the stream's back-pressure keeps
 * at most a batch or two in memory per request. Rows are selected in the spec's lower-case names and order
 * (api.md, last section), so JSON.stringify of the batch is the answer's text. Each batch is its own statement: a
 * student added or removed while the list is being sent may or may not appear, as with any list read a moment
 * earlier or later.
 */
const BATCH = 1000;

const studentsAfter = compiledRead<[number, number], StudentListRow>((db, p) =>
  db
    .selectFrom('student')
    .select(['Id as id', 'Code as code', 'Name as name', 'BirthDay as birthday', 'Address as address'])
    .where('Id', '>', p(0))
    .orderBy('Id')
    .limit(p(1)),
);

/** The first batch is read before anything is sent, so a database that fails at once gives a plain error answer. */
export async function studentListJson(db: Q): Promise<AsyncGenerator<string>> {
  const first = await studentsAfter.all(db, 0, BATCH);
  return (async function* chunks() {
    let rows = first;
    let separator = '[';
    for (;;) {
      if (rows.length > 0) {
        yield separator + JSON.stringify(rows).slice(1, -1);
        separator = ',';
      }
      if (rows.length < BATCH) break;
      rows = await studentsAfter.all(db, rows[rows.length - 1]!.id, BATCH);
    }
    yield separator === '[' ? '[]' : ']';
  })();
}
