import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { withPartsFirst } from '../../../src/server/documents/xlsx/partsFirst';
import { readSheetHere, WORKBOOK_LIMITS, type SheetRow, type SheetShape } from '../../../src/server/documents/xlsx/reader';
import { xlsxStream } from '../../../src/server/documents/xlsx/writer';
import { checkZip } from '../../../src/server/documents/xlsx/zipCheck';
import { partsOf } from '../testing/zipFile';
import { tmpFilesHolding } from '../testing/tmpFiles';

/**
 * A workbook's parts put in the order that lets ExcelJS's streaming reader read each sheet as it comes (partsFirst.ts):
 * the same parts, unchanged, still a zip every reader opens; the sheets after what they need; nothing left on disk.
 */

/** A workbook as ExcelJS writes it: its sheet before its shared strings and its styles. */
async function written(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Students');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A workbook as the exports write it (ExcelJS's streaming writer): no shared strings at all. */
async function exported(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream([{ name: 'Students', columns: [{ header: 'Code', type: 'text' }, { header: 'Birthday', type: 'date' }], rows: [['SV001', '2004-08-21']] }])) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts' names in the order their local headers come in the file. */
async function order(zip: Buffer): Promise<string[]> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries: { name: string; at: number }[] = [];
  for await (const entry of file.eachEntry()) entries.push({ name: entry.fileName, at: entry.relativeOffsetOfLocalHeader });
  file.close();
  return entries.sort((a, b) => a.at - b.at).map((e) => e.name);
}

const SHEET = 'xl/worksheets/sheet1.xml';
const before = (names: string[], first: string, then: string) => names.indexOf(first) >= 0 && names.indexOf(first) < names.indexOf(then);

it('puts the relations, the workbook, the shared strings and the styles before the sheets, every part unchanged', async () => {
  const bytes = await written([['Code', 'Birthday'], ['SV001', new Date(Date.UTC(2004, 7, 21))]]);
  expect(before(await order(bytes), SHEET, 'xl/sharedStrings.xml')).toBe(true);
  const ordered = withPartsFirst(bytes, await checkZip(bytes, WORKBOOK_LIMITS));
  const names = await order(ordered);
  for (const needed of ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml']) expect({ needed, first: before(names, needed, SHEET) }).toEqual({ needed, first: true });
  expect(await partsOf(ordered)).toEqual(await partsOf(bytes));
  // still a zip the checks accept, and a workbook ExcelJS opens whole
  await expect(checkZip(ordered, WORKBOOK_LIMITS)).resolves.toHaveLength(names.length);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(ordered as unknown as ArrayBuffer);
  expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, 'SV001', new Date(Date.UTC(2004, 7, 21))]);
});

it("gives a workbook without shared strings (the exports') an empty part of them, the rest unchanged", async () => {
  const bytes = await exported();
  expect((await order(bytes)).includes('xl/sharedStrings.xml')).toBe(false);
  const ordered = withPartsFirst(bytes, await checkZip(bytes, WORKBOOK_LIMITS));
  const parts = await partsOf(ordered);
  expect(parts.get('xl/sharedStrings.xml')!.toString()).toContain('uniqueCount="0"');
  parts.delete('xl/sharedStrings.xml');
  expect(parts).toEqual(await partsOf(bytes));
  expect(before(await order(ordered), 'xl/sharedStrings.xml', SHEET)).toBe(true);
  await expect(checkZip(ordered, WORKBOOK_LIMITS)).resolves.toHaveLength(parts.size + 1);
});

it('lets the reader read a sheet as it comes: a date cell read as a date, nothing written to the temporary directory', async () => {
  const mark = randomInt(100_000_000, 999_999_999);
  const bytes = await written([['Code', 'Birthday'], [mark, new Date(Date.UTC(2004, 7, 21))], ['SV002', '1/10/2004']]);
  const shape: SheetShape = { fields: { code: 'code', birthday: 'birthday' }, maxLength: { code: 20, birthday: 10 }, dates: ['birthday'], maxRows: 10 };
  const rows: SheetRow[] = [];
  await readSheetHere(bytes, shape, (batch) => rows.push(...batch));
  expect(rows.map((r) => r.cells)).toEqual([
    { code: String(mark), birthday: '2004-08-21' },
    { code: 'SV002', birthday: '2004-10-01' },
  ]);
  expect(tmpFilesHolding(String(mark))).toEqual([]);
});
