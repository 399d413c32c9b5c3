import { setLanguage } from '../i18n/i18n';
import { successMessage } from './successMessage';

describe('successMessage (a success toast in the chosen language)', () => {
  afterAll(() => setLanguage('en'));

  it("shows the server's message in English; in Vietnamese its code's translation, or the given text when it has no code", async () => {
    await setLanguage('en');
    expect(successMessage('Updated subject successfully', 'ignored')).toBe('Updated subject successfully');
    expect(successMessage(undefined, 'Added')).toBe('Added');
    await setLanguage('vi');
    expect(successMessage('Updated subject successfully', 'Đã cập nhật môn học')).toBe('Đã cập nhật môn học');
    expect(successMessage({ message: 'Added evaluation board successfully', code: 'addedBoard' }, 'ignored')).toBe('Thêm hội đồng đánh giá thành công');
  });
});
