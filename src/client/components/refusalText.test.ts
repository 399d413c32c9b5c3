import { setLanguage, translateMessage } from '../i18n/i18n';
import { refusalText } from './refusalText';

describe('refusalText (why a row cannot be deleted)', () => {
  afterAll(() => setLanguage('en'));

  // as GET /dependents/board/1 answers it (domain/deletion.ts DeleteRefusal)
  const board = {
    reason: 'Cannot delete evaluation board 1: it still has 2 lecturers, 2 projects, 1 published project and 18 marks',
    code: 'cannotDeleteDependents',
    params: { what: 'evaluation board', id: '1', dependents: '2 lecturers, 2 projects, 1 published project and 18 marks', kind: 'board', lecturer: '2', project: '2', publishedProject: '1', mark: '18' },
  };

  it("shows the server's message as sent in English, and names the row and its dependents in Vietnamese from the code and params", async () => {
    await setLanguage('en');
    expect(refusalText(board)).toBe(board.reason);
    await setLanguage('vi');
    expect(refusalText(board)).toBe('Không thể xóa hội đồng đánh giá 1: vẫn còn 2 giảng viên, 2 đồ án, 1 đồ án đã công bố điểm, 18 điểm đã chấm');
    const template = { what: 'template', id: '101', dependents: '2 evaluation boards using it', kind: 'template', boardUsingTemplate: '2' };
    expect(refusalText({ reason: 'Cannot delete template 101: it still has 2 evaluation boards using it', code: 'cannotDeleteDependents', params: template })).toBe(
      'Không thể xóa mẫu điểm 101: vẫn còn 2 hội đồng đánh giá đang dùng mẫu này',
    );
  });

  it('reads the params, not the English words: the same words with other params say what the params say', async () => {
    await setLanguage('vi');
    expect(refusalText({ ...board, params: { ...board.params, kind: 'course', id: '7', lecturer: '5', project: '0', publishedProject: '0', mark: '0' } })).toBe('Không thể xóa lớp học phần 7: vẫn còn 5 giảng viên, 0 đồ án, 0 đồ án đã công bố điểm, 0 điểm đã chấm');
    // no code: shown as sent, never guessed from its words
    expect(refusalText({ reason: board.reason })).toBe(board.reason);
    expect(refusalText({ reason: 'Not found' })).toBe('Not found');
  });

  it("translates the delete's own 409 (a toast) the same way", async () => {
    await setLanguage('vi');
    expect(translateMessage(board.reason, board.code, 409, board.params)).toBe(refusalText(board));
  });
});
