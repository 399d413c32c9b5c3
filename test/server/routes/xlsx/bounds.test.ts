import { LIMITS } from '../../../../src/common/validation/limits';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { partsOf, zipOf, type ZipPart } from '../../testing/zipFile';
import { XLSX_MEDIA_TYPE } from '../../../../src/common/mediaTypes';

/**
 * The red team's workbooks, built here: a zip bomb, a part lying about its size, a huge shared string, a shared
 * string cut at its column's length 12,000 times, a million rows, 25,000 rows all wrong. Each is refused with HTTP 400
 * and a message by code, nothing is written, the answer stays small, and another user's read is answered meanwhile.
 */
let t: TestApp;
let admin: string;
let lecturer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin', 'admin123');
  lecturer = await t.login('teach', 'lecturer1', 'lecturer123');
});
afterAll(async () => {
  await t?.close();
});

const MB = 1024 * 1024;
const HEADER = ['Code', 'Name', 'Birthday', 'Address', 'Username'];
const counts = async () => {
  const n = async (table: 'student' | 'account') => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await n('student'), await n('account')];
};

/** A real small workbook's parts (ExcelJS), to change or add to. */
async function baseParts(): Promise<Map<string, Buffer>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(HEADER);
  ws.addRow(['SV00001', 'Nguyễn Văn An', '2004-08-21', 'Huế', 'svan00001']);
  return partsOf(Buffer.from(await wb.xlsx.writeBuffer()));
}

async function workbookWith(changes: ZipPart[]): Promise<Buffer> {
  const parts = await baseParts();
  const names = new Set(changes.map((c) => c.name));
  return zipOf([...[...parts].filter(([name]) => !names.has(name)).map(([name, data]) => ({ name, data })), ...changes]);
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const headerRow = () => `<row r="1">${HEADER.map((h, i) => inline(`${'ABCDE'[i]}1`, h)).join('')}</row>`;

/** A sheet part made in chunks of rows (never one huge string). */
function sheetPart(rows: number, row: (n: number) => string): () => Iterable<Buffer> {
  return function* () {
    yield Buffer.from(SHEET_HEAD + headerRow());
    for (let from = 2; from <= rows + 1; from += 10_000) {
      let chunk = '';
      for (let n = from; n < Math.min(from + 10_000, rows + 2); n++) chunk += row(n);
      yield Buffer.from(chunk);
    }
    yield Buffer.from(SHEET_TAIL);
  };
}

function* zeros(bytes: number): Iterable<Buffer> {
  const block = Buffer.alloc(MB);
  for (let left = bytes; left > 0; left -= MB) yield left >= MB ? block : block.subarray(0, left);
}

/**
 * Imports `file` while another user reads a small list every 20 ms: answers the import's response and the reads'
 * times (ms).
 */
async function importWhileReading(file: Buffer): Promise<{ status: number; body: Record<string, unknown>; size: number; reads: number[] }> {
  let done = false;
  const reads: number[] = [];
  const reader = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await t.call('GET', '/api/subject/getall', lecturer);
      expect(res.statusCode).toBe(200);
      reads.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const res = await t.upload('/api/import/students.xlsx', admin, { file }).finally(() => (done = true));
  await reader;
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, size: res.rawPayload.length, reads };
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;

async function expectRefused(file: Buffer, message: string, code: string) {
  const before = await counts();
  const { status, body, size, reads } = await importWhileReading(file);
  expect(status).toBe(400);
  expect(body).toMatchObject({ status: 400, code, message });
  expect(size).toBeLessThan(64 * 1024);
  expect(await counts()).toEqual(before);
  // the other user was answered throughout: p95 within the issue's 200 ms (measured 2-24 ms here)
  expect(reads.length).toBeGreaterThan(0);
  expect(p95(reads)).toBeLessThanOrEqual(200);
  return { body, reads };
}

describe('an .xlsx import is bounded before it is read', () => {
  it('refuses a zip bomb (a 200 MB part packed into a few hundred KB) from its directory, without unpacking it', async () => {
    const file = await workbookWith([{ name: 'xl/media/bomb.bin', data: () => zeros(200 * MB) }]);
    expect(file.length).toBeLessThan(1 * MB);
    await expectRefused(file, 'The workbook unpacks to more than 64 MB or has too many parts; split it into smaller files', 'xlsxTooLarge');
  }, 120_000);

  it('refuses a part that unpacks to more than it declares, as soon as it passes its declared size', async () => {
    const file = await workbookWith([{ name: 'xl/media/liar.bin', data: () => zeros(50 * MB), declaredSize: 1024 }]);
    await expectRefused(file, 'The file is not an Excel workbook (.xlsx)', 'notXlsx');
  }, 120_000);

  it('refuses a part packed tighter than any workbook is (more than 100 times)', async () => {
    const file = await workbookWith([{ name: 'xl/media/tight.bin', data: () => zeros(20 * MB) }]);
    await expectRefused(file, 'The workbook was not read: a part of it unpacks to more than 100 times its packed size', 'xlsxPackedTight');
  }, 120_000);

  it('refuses a shared string part of 20 MB before parsing it', async () => {
    const huge = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>${'Ă'.repeat(10 * MB)}</t></si></sst>`;
    const file = await workbookWith([{ name: 'xl/sharedStrings.xml', data: Buffer.from(huge) }]);
    await expectRefused(file, 'The workbook was not read: its texts take more than 16 MB', 'xlsxTextsTooLarge');
  }, 120_000);

  it('cuts a 1 MB shared string used 12,000 times at the column length, lists 50 problems and counts the rest', async () => {
    const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12000" uniqueCount="1"><si><t>${randomBytes((3 * MB) / 4).toString('base64')}</t></si></sst>`;
    const row = (n: number) => `<row r="${n}">${inline(`A${n}`, `SV${String(n).padStart(6, '0')}`)}<c r="B${n}" t="s"><v>0</v></c>${inline(`C${n}`, '2004-08-21')}${inline(`D${n}`, 'Huế')}${inline(`E${n}`, `user${n}`)}</row>`;
    const file = await workbookWith([
      { name: 'xl/sharedStrings.xml', data: Buffer.from(strings) },
      { name: 'xl/worksheets/sheet1.xml', data: sheetPart(12_000, row) },
    ]);
    const { body } = await expectRefused(file, '12000 of 12000 rows are invalid; nothing was imported', 'importInvalidRows');
    const data = body.data as { errors: { row: number; cell: string; message: string }[]; more: number };
    expect(data.errors).toHaveLength(50);
    expect(data.errors[0]).toMatchObject({ row: 2, cell: 'B2' });
    expect(data.errors[0]!.message.length).toBeLessThan(200);
    expect(data.more).toBe(12_000 - 50);
  }, 180_000);

  it('stops reading a million rows at the row limit', async () => {
    const row = (n: number) => `<row r="${n}"><c r="A${n}"><v>${n}</v></c></row>`;
    const file = await workbookWith([{ name: 'xl/worksheets/sheet1.xml', data: sheetPart(1_000_000, row) }]);
    const started = performance.now();
    await expectRefused(file, 'The file has more than 25000 rows', 'importTooManyRows');
    // the limit is met at row 25,001: far from the 17 s a whole million took to parse
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 180_000);

  it('refuses 25,000 rows all wrong with 50 problems listed and the rest counted, answering others meanwhile', async () => {
    const row = (n: number) => `<row r="${n}">${inline(`A${n}`, `SV${String(n).padStart(6, '0')}`)}${inline(`B${n}`, `Người số ${n}`)}${inline(`C${n}`, '31/02/2004')}${inline(`D${n}`, 'Huế')}${inline(`E${n}`, `user${n}`)}</row>`;
    const file = await workbookWith([{ name: 'xl/worksheets/sheet1.xml', data: sheetPart(25_000, row) }]);
    const { body, reads } = await expectRefused(file, '25000 of 25000 rows are invalid; nothing was imported', 'importInvalidRows');
    expect((body.data as { errors: unknown[]; more: number }).errors).toHaveLength(50);
    expect((body.data as { more: number }).more).toBe(25_000 - 50);
    expect(reads.length).toBeGreaterThan(5);
  }, 180_000);

  it('answers 413 for an upload over the workbook limit, before reading it, saying the limit', async () => {
    const res = await t.upload('/api/import/students.xlsx', admin, { file: Buffer.alloc(8 * MB + 1, 65) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'xlsxFileTooLarge', params: { mb: '8' }, message: 'The workbook is larger than 8 MB; split it into smaller files' });
  });

  it('refuses an empty body, and a JSON body before reading it, saying what to send, writing nothing', async () => {
    const before = await counts();
    const empty = await t.upload('/api/import/students.xlsx', admin, { file: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'xlsxBodyExpected', params: { type: XLSX_MEDIA_TYPE } });
    // the base64-in-JSON form these routes once took: refused as it arrives, its megabytes never parsed
    const json = await t.call('POST', '/api/import/students.xlsx', admin, { file: 'A'.repeat(4 * MB) });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'xlsxBodyExpected' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a name one word over its length rather than importing it shortened at the space', async () => {
    // cut at the length, the text would end in a space that the later trim removes: a valid, silently shorter name
    const name = `${'N'.repeat(LIMITS.personNameMax)} 1`;
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRows([HEADER, ['SV00001', name, '2004-08-21', 'Huế', 'svlong00001']]);
    const before = await counts();
    const res = await t.upload('/api/import/students.xlsx', admin, { file: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: { errors: [expect.objectContaining({ row: 2, cell: 'B2' })] } });
    expect(await counts()).toEqual(before);
  });

  it('names a missing column instead of refusing every row', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sinh viên');
    ws.addRow(['Họ và tên', 'Ngày sinh', 'Địa chỉ', 'Tên đăng nhập']);
    for (let i = 0; i < 108; i++) ws.addRow([`Sinh viên ${i}`, '21/08/2004', 'Huế', `sv${i}`]);
    const res = await t.upload('/api/import/students.xlsx', admin, { file: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'importColumnsMissing', params: { columns: 'Mã số sinh viên' }, data: { errors: [] } });
  });
});
