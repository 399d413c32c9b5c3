import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { readFirstSheet } from '../../../src/server/documents/xlsx/readInWorker';
import { UnreadableWorkbook, type SheetShape } from '../../../src/server/documents/xlsx/reader';
import { background } from '../../../src/server/runtime/background/process';

/**
 * An upload's rows never stay on disk. ExcelJS's streaming reader keeps a sheet written before the workbook's shared
 * strings (as Excel and ExcelJS write them) in a temporary file until it has read them; the reader thread gives each
 * read a directory of its own and removes it. Each workbook here holds a number of its own, which the sheet's part
 * keeps as it is written: no file of the temporary directory may hold it after the reads.
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

/** The files of the temporary directory (and of its directories, one level down) that hold `text`. */
function holding(text: string): string[] {
  const found: string[] = [];
  const look = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // another test's directory, gone meanwhile
    }
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        const stat = statSync(file);
        if (stat.isDirectory() && depth > 0) look(file, depth - 1);
        else if (stat.isFile() && stat.size < 4 * 1024 * 1024 && readFileSync(file).includes(text)) found.push(file);
      } catch {
        // removed meanwhile, or not ours to read
      }
    }
  };
  look(os.tmpdir(), 1);
  return found;
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
  expect(holding(String(whole))).toEqual([]);
  expect(holding(String(partWay))).toEqual([]);
});
