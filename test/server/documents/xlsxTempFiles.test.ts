import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { readFirstSheet } from '../../../src/server/documents/xlsx/readInWorker';
import { UnreadableWorkbook, type SheetShape } from '../../../src/server/documents/xlsx/reader';
import { background } from '../../../src/server/runtime/background/process';
import { tmpFilesHolding } from '../testing/tmpFiles';

/**
 * An upload's rows never stay on disk, read in the reader thread as the import reads them. ExcelJS's streaming reader
 * would keep a sheet written before the workbook's shared strings (as Excel and ExcelJS write them) in a temporary
 * file: the parts are put in order first (partsFirst.ts), and each read has a temporary directory of its own, removed
 * after. Each workbook here holds a number of its own, which the sheet's part keeps as it is written: no file of the
 * temporary directory may hold it after the reads.
 */
jest.setTimeout(60_000);
afterAll(() => background.close());

const SHAPE: SheetShape = { fields: { code: 'code', name: 'name' }, maxLength: { code: 20, name: 100 }, dates: [], maxRows: 3 };

/** A workbook as ExcelJS writes it (its sheet's part before the shared strings'), its first code the number `mark`. */
async function workbook(mark: number, rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Students');
  ws.addRow(['Code', 'Name']);
  ws.addRow([mark, 'Nguyễn Văn An']);
  for (let i = 1; i < rows; i++) ws.addRow([`SV${i}`, `Student ${i}`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

it('leaves nothing of a workbook in the temporary directory, read whole or refused part way', async () => {
  const [whole, partWay] = [randomInt(100_000_000, 999_999_999), randomInt(100_000_000, 999_999_999)];
  const table = await readFirstSheet(await workbook(whole, 2), SHAPE);
  expect(table.rows.map((r) => r.cells)).toEqual([
    { code: String(whole), name: 'Nguyễn Văn An' },
    { code: 'SV1', name: 'Student 1' },
  ]);
  // a read that stops at the row limit, before the end of the sheet
  await expect(readFirstSheet(await workbook(partWay, 10), SHAPE)).rejects.toEqual(new UnreadableWorkbook('tooManyRows'));
  expect(tmpFilesHolding(String(whole))).toEqual([]);
  expect(tmpFilesHolding(String(partWay))).toEqual([]);
});
