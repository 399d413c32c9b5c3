import { gradeReportCsv } from '../../../src/server/documents/reports';

/** The grade report CSV (csv-stringify) quotes what needs it and defuses spreadsheet formulas. */
test('quotes commas and quotes, and prefixes a formula-looking text with a quote mark', () => {
  const csv = gradeReportCsv(
    [
      { StudentId: 1, Code: 'SE1', Name: 'Le, "Cam"', ProjectId: 1, ProjectName: '=HYPERLINK("x")', Score: 7.5, Result: true },
      { StudentId: 2, Code: 'SE2', Name: 'Binh', ProjectId: null, ProjectName: null, Score: null, Result: null },
    ],
    'en',
  );
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[1]).toBe(`SE1,"Le, ""Cam""","'=HYPERLINK(""x"")",7.50,Passed`);
  expect(lines[2]).toMatch(/^SE2,Binh,,,/);
  expect(lines.at(-1)).toBe('');
});
