import type { BoardComment } from '../../../src/common/contract/words';
import { minutesPdf } from '../../../src/server/documents/minutes';
import type { BoardMinutes, MinutesStudent } from '../../../src/server/domain/reads/minutes';
import { readPdf } from '../routes/documents/pdfText';

/** The board's minutes drawn on this thread from made-up rows, read back with poppler, page by page. */
jest.setTimeout(60_000);

const board = {
  Id: 7, Name: 'Hội đồng 7', Room: '201', StartTime: '08:00', EndTime: '11:00', Date: '2026-11-20', SemesterId: 1, SemesterYear: 2026, SemesterSession: 'Fall',
  SemesterStartTime: '2026-09-01', SemesterEndTime: '2027-01-31', SubjectId: 1, SubjectName: 'Capstone', TemplateId: 1, TemplateName: 'Defence',
};
const columns = [{ id: 1, name: 'Presentation', percent: 0.5 }, { id: 2, name: 'Demo', percent: 0.5 }];
const lecturers = ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Hoàng Cường'].map((Name, i) => ({ Id: i + 1, Name, PhoneNumber: '', Address: null, LectureInBoardId: i + 1 }));
const student = (Code: string, extra: Partial<MinutesStudent>): MinutesStudent => ({
  Code, Name: `Student ${Code}`, totals: [null, null, null], marks: [[null, null], [null, null], [null, null]], Score: null, Result: null, provisional: null, ...extra,
});
const comment = (i: number): BoardComment => ({
  LecturerName: lecturers[i % 3]!.Name, StudentCode: null, StudentName: null, ColumnName: null, Text: `Comment ${i}: ${'the board asks about the architecture and the tests. '.repeat(2)}`,
} as BoardComment);

function minutesWith(students: MinutesStudent[], comments: number, revisions = 'Rewrite chapter 3'): BoardMinutes {
  return {
    details: { board, columns, lecturers } as unknown as BoardMinutes['details'],
    roles: ['chair', 'secretary', 'member'],
    projects: [{
      project: { Id: 1, Name: 'Smart Campus Parking', CourseName: 'SEP490-G1' } as BoardMinutes['projects'][number]['project'],
      students,
      minutes: { Decision: 'revisions', Revisions: revisions, RevisionsDue: '2026-12-20', Notes: 'Notes', Version: 1, UpdatedBy: 'l1', UpdatedByName: 'An', UpdatedAt: '', AmendedAfterPublication: false },
      comments: Array.from({ length: comments }, (_, i) => comment(i)),
    }],
  };
}

const pagesOf = async (m: BoardMinutes, language: 'en' | 'vi' = 'en') => readPdf(await minutesPdf(m, language)).text.split('\f').filter((p) => p.trim() !== '').map((p) => p.replace(/\s+/g, ' '));

describe('the board minutes PDF', () => {
  it('never leaves the signature block alone on a page: the decision it signs goes with it', async () => {
    const students = [student('SE1', { Score: 8, Result: true })];
    let broke = 0;
    for (let comments = 0; comments <= 24; comments += 2) {
      const pages = await pagesOf(minutesWith(students, comments));
      const signed = pages.filter((p) => p.includes('Signatures'));
      expect(signed).toHaveLength(1);
      // the page that holds the signatures also holds the decision, its revisions and their deadline
      for (const expected of ['Decision of the board', 'Pass with revisions', 'Rewrite chapter 3', 'Revisions due by', '2026-12-20']) expect(signed[0]).toContain(expected);
      if (pages.length > 1) broke += 1;
    }
    expect(broke).toBeGreaterThan(0); // the comments did push the end of the minutes onto a second page
  });

  it('prints before publication the final the marks give, marked provisional, or a blank to fill in; never "not published"', async () => {
    const students = [
      student('SE1', { totals: [7.5, 8, 7], provisional: { score: 7.5, pass: true } }),
      student('SE2', { totals: [4, null, 4], provisional: null }),
      student('SE3', { totals: [9, 9, 9], Score: 9, Result: true }),
    ];
    const en = (await pagesOf(minutesWith(students, 0))).join('\n');
    expect(en).toContain('7.50 (provisional)');
    expect(en).toContain('Passed (provisional)');
    expect(en).toContain('Provisional: computed from the marks entered');
    expect(en).not.toContain('Not published');
    expect(en).toContain('Fall 2026');
    const vi = (await pagesOf(minutesWith(students, 0), 'vi')).join('\n');
    expect(vi).toContain('7,50 (tạm tính)');
    expect(vi).toContain('Đạt (tạm tính)');
    expect(vi).not.toContain('Chưa công bố');
    expect(vi).toContain('Học kỳ: Thu 2026');
    expect(vi).not.toContain('Fall');
  });
});
