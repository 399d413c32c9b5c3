import { STUDENT_IMPORT_COLUMNS, LECTURER_IMPORT_COLUMNS } from '../../../../common/importColumns';
import { missingColumns, parseCsv, pickFields, templateCsv } from './csv';

// The browser build of csv-parse is ESM, which Jest does not transform here: use the same library's Node build.
jest.mock('csv-parse/browser/esm/sync', () => jest.requireActual('csv-parse/sync'));

describe('the CSV import template', () => {
  it('names the columns in English or in Vietnamese, and the import reads it back with no column missing', () => {
    const en = templateCsv(STUDENT_IMPORT_COLUMNS, 'en');
    expect(en).toBe('\uFEFFCode,Name,Address,Birthday,Username,Password,Email,Course,Project\r\n');
    const vi = templateCsv(LECTURER_IMPORT_COLUMNS, 'vi');
    expect(vi).toBe('\uFEFFHọ và tên,Số điện thoại,Địa chỉ,Ngày sinh,Tên đăng nhập,Mật khẩu,Thư điện tử\r\n');
    const filled = `${vi}Phạm Minh Khoa,0905123456,Hà Nội,21/08/1980,pmkhoa,,\r\n`;
    const records = parseCsv(filled);
    expect(missingColumns(records, LECTURER_IMPORT_COLUMNS, 'vi')).toEqual([]);
    expect(pickFields(records[0]!, LECTURER_IMPORT_COLUMNS)).toMatchObject({ name: 'Phạm Minh Khoa', phone: '0905123456', username: 'pmkhoa' });
  });
});
