import { setLanguage } from '../i18n/i18n';
import { refusalText } from './refusalText';

describe('refusalText (why a row cannot be deleted)', () => {
  afterAll(() => setLanguage('en'));

  it("shows the server's message as sent in English, and names the row and its dependents in Vietnamese", async () => {
    const reason = 'Cannot delete evaluation board 1: it still has 2 lecturers, 2 projects, 1 published project and 18 marks';
    await setLanguage('en');
    expect(refusalText(reason)).toBe(reason);
    await setLanguage('vi');
    expect(refusalText(reason)).toBe('Không thể xóa hội đồng đánh giá 1: vẫn còn 2 giảng viên, 2 đồ án, 1 đồ án đã công bố điểm, 18 điểm đã chấm');
    expect(refusalText('Cannot delete template 101: it still has 2 evaluation boards using it')).toBe('Không thể xóa mẫu điểm 101: vẫn còn 2 hội đồng đánh giá đang dùng mẫu này');
    // another text carries no code: it is shown as sent, never guessed from its words
    expect(refusalText('Not found')).toBe('Not found');
  });
});
