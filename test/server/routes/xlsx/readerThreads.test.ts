import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/**
 * An .xlsx upload is read in a thread of the readers' pool (documents/xlsx/readInWorker.ts), which stays for the
 * next upload: starting a thread and loading ExcelJS in it cost about 300 ms of CPU per import, more than reading a
 * 2,000-row file (bench/RESULTS.md). Threads are numbered by the process in the order they start, so a probe thread
 * started before and after the imports tells how many started in between.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await demoAdminApp());
});
afterAll(async () => {
  await t?.close();
});

async function workbook(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows([
    ['Code', 'Name', 'Birthday', 'Address', 'Username'],
    ['SVT0001', 'Trần Thị Luồng', '2004-08-21', 'Huế', 'svthread0001'],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** The number the process gives the next thread it starts. */
async function nextThreadNumber(): Promise<number> {
  const probe = new Worker('void 0', { eval: true });
  const id = probe.threadId;
  await new Promise((resolve) => probe.once('exit', resolve));
  return id;
}

it('reads one upload after another in the same reader thread: no thread is started per file', async () => {
  const file = await workbook();
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
