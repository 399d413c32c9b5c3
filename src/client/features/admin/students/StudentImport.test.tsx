import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { useImportStudentsMutation } from '../../../api/studentApi';
import { setLanguage } from '../../../i18n/i18n';
import { ImportPanel } from '../common/ImportPanel';
import { fakeApi } from '../../../../../test/fakeApi';

// The browser build of csv-parse is ESM, which Jest does not transform here: use the same library's Node build.
jest.mock('csv-parse/browser/esm/sync', () => jest.requireActual('csv-parse/sync'));

const FIELDS = { code: 'Code', name: 'Name', birthday: 'Birthday', address: 'Address', username: 'Username', password: 'Password' };

function StudentImport() {
  const [importStudents] = useImportStudentsMutation();
  return <ImportPanel noun="students" fields={FIELDS} importRows={(rows) => importStudents(rows).unwrap()} />;
}

const CSV = ['ID,Code,Name,Birthday,Address,username,password', ',SE100001,Nguyen Van An,2003-01-02,"1 Le Loi, District 1",an.nguyen,secret1', ',SE1,Bo,2003-13-02,,bo,x'].join('\n');

const api = fakeApi();

/** Answers the import call at the network boundary as the server does (api.md: refusals are HTTP 200 with an inner status). */
function answerWith(body: unknown) {
  return api.answer((request) => {
    expect(request.url).toMatch(/\/api\/student\/import$/);
    expect(request.method).toBe('POST');
    return body;
  });
}

async function upload(text: string, label = 'Import students CSV file') {
  const user = userEvent.setup();
  render(
    <AppProviders store={makeStore()}>
      <StudentImport />
    </AppProviders>,
  );
  await user.upload(screen.getByLabelText(label), new File([text], 'students.csv', { type: 'text/csv' }));
}

describe('student import', () => {
  it('parses the file (header names case-insensitive, quoted commas) and lists the refused rows with reasons', async () => {
    const calls = answerWith({
      status: 400,
      message: '1 of 2 rows are invalid; nothing was imported',
      data: {
        errors: [
          { row: 2, field: 'code', message: 'Your code must be at least 5 characters long' },
          { row: 2, field: 'birthday', message: 'Your birthday must be a real date (YYYY-MM-DD)' },
        ],
      },
    });
    await upload(CSV);
    expect(await screen.findByRole('alert')).toHaveTextContent('1 of 2 rows are invalid; nothing was imported');
    expect(calls[0]?.body).toEqual({
      rows: [
        { code: 'SE100001', name: 'Nguyen Van An', birthday: '2003-01-02', address: '1 Le Loi, District 1', username: 'an.nguyen', password: 'secret1' },
        { code: 'SE1', name: 'Bo', birthday: '2003-13-02', address: '', username: 'bo', password: 'x' },
      ],
    });
    const table = screen.getByRole('table', { name: 'Refused rows' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Row', 'Field', 'Reason'],
      ['2', 'code', 'Your code must be at least 5 characters long'],
      ['2', 'birthday', 'Your birthday must be a real date (YYYY-MM-DD)'],
    ]);
  });

  it('lists the refused rows with their reasons in Vietnamese', async () => {
    await setLanguage('vi');
    try {
      answerWith({
        status: 400,
        message: '2 of 3 rows are invalid; nothing was imported',
        code: 'importInvalidRows',
        params: { count: '2', total: '3' },
        data: {
          errors: [
            { row: 2, field: 'code', message: 'Your code must be at least 5 characters long', code: 'minLength', params: { field: 'code', min: '5' } },
            { row: 3, field: 'code', message: "The code 'SE100001' is also in row 1", code: 'codeAlsoInRow', params: { value: 'SE100001', row: '1' } },
            { row: 3, field: 'course', message: "Course 'Kỹ thuật phần mềm' not found", code: 'courseNamedNotFound', params: { name: 'Kỹ thuật phần mềm' } },
          ],
        },
      });
      await upload(CSV, 'Tệp CSV danh sách sinh viên');
      expect(await screen.findByRole('alert')).toHaveTextContent('2 trên 3 dòng không hợp lệ; chưa nhập dữ liệu nào');
      const table = screen.getByRole('table');
      const reasons = within(table).getAllByRole('row').slice(1).map((r) => r.children[2]!.textContent);
      expect(reasons).toEqual(['Mã sinh viên phải có ít nhất 5 ký tự', "Giá trị 'SE100001' trùng với dòng 1", "Không tìm thấy Lớp học phần 'Kỹ thuật phần mềm'"]);
    } finally {
      await setLanguage('en');
    }
  });

  it("shows the server's message once every row is imported", async () => {
    answerWith({ status: 200, message: 'Imported 2 students', data: { count: 2 } });
    await upload(CSV);
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 students');
    expect(screen.queryByRole('table', { name: 'Refused rows' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not CSV without calling the server', async () => {
    const calls = answerWith({ status: 200 });
    await upload('Code,Name\n"unclosed,quote');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The file is not a valid CSV file/);
    expect(calls).toHaveLength(0);
  });

  it('reads a Vietnamese export by its headers (the birthday typed day first goes as typed: the server reads it)', async () => {
    const calls = answerWith({ status: 200, message: 'Imported 1 students', data: { count: 1 } });
    await upload(['ID,Mã số sinh viên,Họ và tên,Địa chỉ,Ngày sinh,Tên đăng nhập', '1,SE100002,Lê Thị Bình,Huế,21/08/2004,binh.le'].join('\n'));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ rows: [{ code: 'SE100002', name: 'Lê Thị Bình', birthday: '21/08/2004', address: 'Huế', username: 'binh.le', password: '' }] });
  });

  it('says which required column is missing, sending nothing', async () => {
    const calls = answerWith({ status: 200, message: 'never sent', data: { count: 0 } });
    await upload(['Name,Birthday,Address,Username', 'Bo Van,2003-01-02,Hue,bo.van'].join('\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Column not found in the file: Code. Nothing was imported.');
    expect(calls).toHaveLength(0);
  });
});
