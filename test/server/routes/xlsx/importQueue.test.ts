import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/**
 * A workbook import takes a place in the documents' bounded queue (documents/queue.ts), as a PDF does: an account
 * whose places are all taken (by PDFs or other imports, from any of its sessions) is answered 429 importsBusy with
 * Retry-After, and nothing is read or written; a place given back lets the next import through.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await demoAdminApp());
});
afterAll(async () => {
  await t?.close();
});

async function workbook(n = 1): Promise<string> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows([
    ['Code', 'Name', 'Birthday', 'Address', 'Username'],
    [`SVQ000${n}`, 'Nguyễn Văn Queue', '2004-08-21', 'Huế', `svqueue000${n}`],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

it("refuses an import while the account's places are taken, and lets it through when one is given back", async () => {
  const { Id } = await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const places = [1, 2, 3].map((i) => t.app.documents.queue.take({ session: `other session ${i}`, account: `account ${Id}` }));
  const file = await workbook();
  const students = async () => Number((await t.app.db.selectFrom('student').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const before = await students();

  for (const dryRun of [true, false]) {
    const busy = await t.upload('/api/import/students.xlsx', admin, { file, dryRun });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({ status: 429, code: 'importsBusy' });
  }
  const schedule = await t.upload('/api/import/schedule.xlsx', admin, { semesterId: 1, file, dryRun: true });
  expect(schedule.json()).toMatchObject({ status: 429, code: 'importsBusy' });
  expect(await students()).toBe(before);

  places[0]!();
  const through = await t.upload('/api/import/students.xlsx', admin, { file });
  expect(through.json()).toMatchObject({ status: 200, data: { count: 1 } });
  expect(await students()).toBe(before + 1);
  for (const give of places) give();
});

it('takes one import of an account at a time: of two sent together, one is refused and nothing of it written', async () => {
  const file = await workbook(2);
  const [a, b] = await Promise.all([
    t.upload('/api/import/students.xlsx', admin, { file, dryRun: true }),
    t.upload('/api/import/students.xlsx', admin, { file, dryRun: true }),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
  expect([a, b].find((r) => r.statusCode === 429)!.json()).toMatchObject({ code: 'importsBusy' });
  // the place is given back once the first has answered
  expect((await t.upload('/api/import/students.xlsx', admin, { file, dryRun: true })).statusCode).toBe(200);
});

it("refuses a busy account's next upload before its body is read (a body the route would refuse is answered 429, not 415)", async () => {
  const { Id } = await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'admin').executeTakeFirstOrThrow();
  // the session is known to the process once it has made a call
  expect((await t.call('GET', '/api/semester/getall', admin)).statusCode).toBe(200);
  const places = [1, 2, 3].map((i) => t.app.documents.queue.take({ session: `other session ${i}`, account: `account ${Id}` }));
  const unparsable = { method: 'POST' as const, url: '/api/import/students.xlsx', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: '{"file": "AAAA' };
  const busy = await t.app.inject(unparsable);
  expect(busy.statusCode).toBe(429);
  expect(busy.json()).toMatchObject({ code: 'importsBusy' });
  for (const give of places) give();
  // with a place free the same body is refused for what it is: JSON, where the workbook itself is expected
  const read = await t.app.inject(unparsable);
  expect(read.statusCode).toBe(415);
  expect(read.json()).toMatchObject({ code: 'xlsxBodyExpected' });
});

/*
 * An .xlsx upload is read in a thread of the readers' pool (documents/xlsx/readInWorker.ts), which stays for the
 * next upload: starting a thread and loading ExcelJS in it cost about 300 ms of CPU per import, more than reading a
 * 2,000-row file (bench/RESULTS.md). Threads are numbered by the process in the order they start, so a probe thread
 * started before and after the imports tells how many started in between.
 */
/** The number the process gives the next thread it starts. */
async function nextThreadNumber(): Promise<number> {
  const probe = new Worker('void 0', { eval: true });
  const id = probe.threadId;
  await new Promise((resolve) => probe.once('exit', resolve));
  return id;
}

it('reads one upload after another in the same reader thread: no thread is started per file', async () => {
  const file = await workbook(9);
  const first = await t.upload('/api/import/students.xlsx', admin, { file, dryRun: true });
  expect(first.json()).toMatchObject({ status: 200 });

  const before = await nextThreadNumber();
  for (let i = 0; i < 3; i++) {
    const again = await t.upload('/api/import/students.xlsx', admin, { file, dryRun: true });
    expect(again.json()).toMatchObject({ status: 200, data: { count: 1 } });
  }
  const after = await nextThreadNumber();
  // only the probe itself started in between
  expect(after - before).toBe(1);
});
