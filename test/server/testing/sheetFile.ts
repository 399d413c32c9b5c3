import ExcelJS from 'exceljs';

/** A one-sheet workbook (ExcelJS) with a header row and the rows given, as the import routes take it: base64. */
export async function sheetFile(header: string[], rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
