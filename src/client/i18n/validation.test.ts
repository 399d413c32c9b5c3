import type { ValidationError } from 'yup';
import { boardAddSchema } from '../../common/validation/board';
import { studentAddSchema } from '../../common/validation/people';
import { projectInBoardSchema } from '../../common/validation/projectInBoard';
import { says, saidOf } from '../../common/validation/says';
import { setLanguage, translateMessage, translateValidation } from './i18n';

/**
 * A form shows a shared schema's message from its code in the chosen language (the catalogue's `validation`, from
 * common/validation/texts), never by reading its wording; the server's 400 with a rule's code reads the same.
 * validationCodes.test.ts (common/validation) checks every rule's code has its texts in both languages.
 */
const firstError = (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) =>
  schema.validate(value, { abortEarly: true }).then(
    () => null,
    (e: ValidationError) => saidOf(e),
  );

const board = { name: 'B', semesterId: 1, subjectId: 1, templateId: 1, startTime: '08:00', endTime: '09:00', room: '1', date: '2030-01-01' };

describe('validation messages in both languages', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows a rule’s message in English as the spec words it, with its limit', async () => {
    expect(translateValidation(await firstError(boardAddSchema, { ...board, name: 'x'.repeat(201) }))).toBe('Name must be under 200 characters long');
    expect(translateValidation(await firstError(boardAddSchema, { ...board, startTime: '' }))).toBe('Start Time required');
    expect(translateValidation(says('score'))).toBe('Scores must be numbers from 0 to 10 inclusive');
  });

  it('shows it in Vietnamese from its code, with its field’s name and numbers', async () => {
    await setLanguage('vi');
    expect(translateValidation(await firstError(boardAddSchema, { ...board, name: 'x'.repeat(201) }))).toBe('Tên chỉ được dài tối đa 200 ký tự');
    expect(translateValidation(await firstError(boardAddSchema, { ...board, startTime: '' }))).toBe('Thời gian bắt đầu không được để trống');
    const student = { code: 'SE12345', name: 'Valid Name', address: 'x', username: 'user1', password: 'pass1' };
    expect(translateValidation(await firstError(studentAddSchema, { ...student, birthday: '2999-01-01' }))).toBe('Ngày sinh không hợp lệ: tuổi phải từ 15 đến 100');
    expect(translateValidation(says('score'))).toBe('Điểm phải là một số từ 0 đến 10, tối đa 2 chữ số thập phân');
    // a rule that gives the form the server's own message names the server's code
    expect(translateValidation(await firstError(projectInBoardSchema, { projectId: 1, boardId: 1 }))).toBe('Còn thiếu một số trường thông tin');
    // a form's own text, already in the chosen language, stays as it is
    expect(translateValidation('Mật khẩu hiện tại không đúng')).toBe('Mật khẩu hiện tại không đúng');
  });

  it('reads the server’s 400 for a schema failure by its code and params', async () => {
    expect(translateMessage('Your code must be at least 5 characters long', 'minLength', 400, { field: 'code', min: '5' })).toBe('Your code must be at least 5 characters long');
    await setLanguage('vi');
    expect(translateMessage('Your code must be at least 5 characters long', 'minLength', 400, { field: 'code', min: '5' })).toBe('Mã sinh viên phải có ít nhất 5 ký tự');
    expect(translateMessage('The temporary password is too common: choose another one', 'passwordCommon', 400, { field: 'temporaryPassword' })).toBe('Mật khẩu tạm thời quá phổ biến: hãy chọn mật khẩu khác');
    expect(translateMessage('The current password is wrong', 'wrongPassword', 401, {})).toBe('Mật khẩu hiện tại không đúng');
    expect(translateMessage('Something else entirely', 'badRequest', 400)).toBe('Yêu cầu không hợp lệ');
  });
});
