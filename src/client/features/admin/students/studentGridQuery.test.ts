import { parse } from 'csv-parse/sync';
import { setLanguage, t } from '../../../i18n/i18n';
import { studentsCsv } from './studentCsv';
import { toStudentQuery } from './useStudentGrid';

describe('the Students grid on the server', () => {
  it('sends the sort, the quick filter words and one known column filter', () => {
    expect(toStudentQuery([{ field: 'Name', sort: 'desc' }], { items: [{ field: 'Address', operator: 'contains', value: 'Road' }], quickFilterValues: ['an', ' ', 'SE16'] })).toEqual({
      sort: 'Name',
      order: 'desc',
      q: 'an SE16',
      filterField: 'Address',
      filterOp: 'contains',
      filterValue: 'Road',
    });
    expect(toStudentQuery([{ field: 'Id', sort: 'asc' }], { items: [{ field: 'Id', operator: '>=', value: 12 }] })).toEqual({ sort: 'Id', order: 'asc', filterField: 'Id', filterOp: '>=', filterValue: '12' });
  });
  it('leaves out columns and operators the server does not know', () => {
    expect(toStudentQuery([{ field: 'ResetPassword', sort: 'asc' }], { items: [{ field: 'ExportName', operator: 'contains', value: 'x' }, { field: 'Name', operator: 'isAnyOf', value: ['a'] }] })).toEqual({});
    expect(toStudentQuery([], { items: [{ field: 'Name', operator: 'isEmpty' }] })).toEqual({ filterField: 'Name', filterOp: 'isEmpty' });
  });
  it('writes students.csv with the spec header, dates as YYYY-MM-DD and formulas defused', () => {
    const text = studentsCsv([{ Id: 3, Code: 'SE1', Name: '=cmd()', BirthDay: '2004-01-02T00:00:00.000Z', Address: 'A, "B"' }], t);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(parse(text, { bom: true })).toEqual([
      ['ID', 'Code', 'Name', 'Birthday', 'Address'],
      ['3', 'SE1', "'=cmd()", '2004-01-02', 'A, "B"'],
    ]);
  });
  it('writes the header in the chosen language', async () => {
    await setLanguage('vi');
    try {
      const [header] = parse(studentsCsv([], t), { bom: true }) as string[][];
      expect(header).toEqual(['ID', 'Mã số sinh viên', 'Tên', 'Ngày sinh', 'Địa chỉ']);
    } finally {
      await setLanguage('en');
    }
  });
});
