import { createTestApp, DEMO_LOGINS, type TestApp } from '../../testing/testApp';
import { readPdf } from '../documents/pdfText';

/*
 * Comments saved with the marks (PUT /marking/save `comments`), versioned, in history, frozen at publication, read by
 * the student without names; the board's minutes written by its chair or secretary. Demo data: lecturer1 = lib 1 and
 * lecturer2 = lib 2 on board 1 (template 101: columns 1, 2, 3); project 2 = sip 4 (student 4, SE160004) and sip 5.
 */
jest.setTimeout(30_000);

let t: TestApp;
const tok: Record<string, string> = {};
const LONG = `${'Trình bày rõ ràng, '.repeat(40).slice(0, 900)}\nDòng hai 😀 =cmd|' /C calc'!A0`;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'lecturer1', 'lecturer2', 'lecturer3'] as const) {
    const [r, u, p] = DEMO_LOGINS[k];
    tok[k] = await t.login(r, u, p);
  }
  tok.student4 = await t.login('std', 'student4', 'student123');
});
afterAll(() => t.close());

const rows = [
  { stdinprjId: 4, scores: { 1: 8, 2: 7.5, 3: 9 } },
  { stdinprjId: 5, scores: { 1: 6, 2: 6.5, 3: 7 } },
];
const save = (comments: unknown[], token = tok.lecturer1) => t.call('PUT', '/api/marking/save', token, { lectureinboardId: 1, projectId: 2, rows, comments });
const stored = () => t.app.db.selectFrom('mark_comment').select(['StudentInProjectId', 'ScoreColumnId', 'Text', 'Version']).where('LectureInBoardId', '=', 1).where('ProjectId', '=', 2).orderBy('StudentInProjectId').orderBy('ScoreColumnId').execute();

describe('comments saved with the marks', () => {
  it('saves per-criterion, general and project comments with the marks in one request, and the marking view reads them back', async () => {
    const res = await save([
      { stdinprjId: 4, columnId: 1, text: LONG, version: 0 },
      { stdinprjId: 4, columnId: 0, text: 'Tốt. Cần cải thiện phần demo.', version: 0 },
      { stdinprjId: 0, columnId: 0, text: 'Hỏi: vì sao chọn kiến trúc này?', version: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.comments).toHaveLength(3);
    expect(await stored()).toEqual([
      { StudentInProjectId: 0, ScoreColumnId: 0, Text: 'Hỏi: vì sao chọn kiến trúc này?', Version: 1 },
      { StudentInProjectId: 4, ScoreColumnId: 0, Text: 'Tốt. Cần cải thiện phần demo.', Version: 1 },
      { StudentInProjectId: 4, ScoreColumnId: 1, Text: LONG, Version: 1 },
    ]);
    const view = (await t.call('GET', '/api/marking/1/2', tok.lecturer1)).json().data;
    expect(view.comments).toContainEqual({ stdinprjId: 4, columnId: 1, Text: LONG, Version: 1 });
    // another lecturer's seat never shows them
    expect((await t.call('GET', '/api/marking/2/2', tok.lecturer2)).json().data.comments).toEqual([]);
  });

  it('checks versions: a stale comment refuses the whole save (409) and changes neither marks nor comments', async () => {
    const before = await stored();
    const marksBefore = await t.app.db.selectFrom('score').select(['Score', 'Version']).where('LectureInBoardId', '=', 1).execute();
    const res = await t.call('PUT', '/api/marking/save', tok.lecturer1, {
      lectureinboardId: 1,
      projectId: 2,
      rows: [{ stdinprjId: 4, scores: { 1: 10, 2: 10, 3: 10 } }, rows[1]],
      comments: [{ stdinprjId: 4, columnId: 0, text: 'overwrite', version: 0 }],
    });
    expect(res.statusCode).toBe(409);
    expect(await stored()).toEqual(before);
    expect(await t.app.db.selectFrom('score').select(['Score', 'Version']).where('LectureInBoardId', '=', 1).execute()).toEqual(marksBefore);
    const ok = await save([{ stdinprjId: 4, columnId: 0, text: 'Đã sửa', version: 1 }]);
    expect(ok.statusCode).toBe(200);
    expect((await stored()).find((c) => c.StudentInProjectId === 4 && c.ScoreColumnId === 0)).toMatchObject({ Text: 'Đã sửa', Version: 2 });
  });

  it('refuses bad comments with a 400 and nothing written: too long, unknown student or column, a project comment with a column', async () => {
    const before = await stored();
    for (const bad of [
      { stdinprjId: 4, columnId: 1, text: 'x'.repeat(1001), version: 1 },
      { stdinprjId: 1, columnId: 1, text: 'not this project', version: 0 },
      { stdinprjId: 4, columnId: 99, text: 'no such column', version: 0 },
      { stdinprjId: 0, columnId: 1, text: 'project with column', version: 0 },
      { stdinprjId: 4, columnId: 1, text: 'extra', version: 1, who: 'me' },
    ]) {
      const res = await save([bad]);
      expect(res.statusCode).toBe(400);
    }
    expect(await stored()).toEqual(before);
  });

  it('records every change in the comment history (who, when, old and new text)', async () => {
    const res = await t.call('GET', '/api/history/project/2/comments', tok.admin);
    expect(res.statusCode).toBe(200);
    const history = res.json().data as { StudentCode: string | null; ColumnName: string | null; OldText: string | null; NewText: string; ChangedBy: string; LecturerName: string }[];
    expect(history[0]).toMatchObject({ StudentCode: 'SE160004', ColumnName: null, OldText: 'Tốt. Cần cải thiện phần demo.', NewText: 'Đã sửa', ChangedBy: 'lecturer1' });
    expect(history).toContainEqual(expect.objectContaining({ StudentCode: null, NewText: 'Hỏi: vì sao chọn kiến trúc này?', OldText: null }));
    expect(history).toContainEqual(expect.objectContaining({ StudentCode: 'SE160004', ColumnName: 'Presentation', NewText: LONG }));
    expect((await t.call('GET', '/api/history/project/2/comments', tok.lecturer1)).statusCode).toBe(403);
  });

  it('the minutes: the chair writes, a member may not, another board 404, version-checked', async () => {
    const view = (await t.call('GET', '/api/board/1/minutes', tok.lecturer2)).json().data;
    expect(view.lecturers.map((l: { Role: string }) => l.Role)).toEqual(['chair', 'member']);
    expect(view.myRole).toBe('member');
    const body = { projectId: 2, decision: 'revisions', revisions: 'Sửa chương 3', notes: 'Ghi chú thư ký', version: 0 };
    expect((await t.call('PUT', '/api/board/1/minutes', tok.lecturer2, body)).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/board/1/minutes', tok.lecturer3, body)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/board/1/minutes', tok.lecturer3)).statusCode).toBe(404);
    const res = await t.call('PUT', '/api/board/1/minutes', tok.lecturer1, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ Decision: 'revisions', Revisions: 'Sửa chương 3', Version: 1, UpdatedBy: 'lecturer1' });
    expect((await t.call('PUT', '/api/board/1/minutes', tok.lecturer1, body)).statusCode).toBe(409);
    // the admin names lecturer2 secretary: then they write too
    const roles = await t.call('PUT', '/api/board/1/role', tok.admin, { lectureInBoardId: 2, role: 'secretary' });
    expect(roles.json().data.map((l: { Role: string }) => l.Role)).toEqual(['chair', 'secretary']);
    expect((await t.call('PUT', '/api/board/1/minutes', tok.lecturer2, { ...body, version: 1, notes: 'Thư ký ghi' })).json().data.Version).toBe(2);
    const again = (await t.call('GET', '/api/board/1/minutes', tok.lecturer1)).json().data;
    const p2 = again.projects.find((p: { ProjectId: number }) => p.ProjectId === 2);
    expect(p2.minutes).toMatchObject({ Decision: 'revisions', Notes: 'Thư ký ghi' });
    expect(p2.comments.map((c: { Text: string }) => c.Text)).toEqual(expect.arrayContaining([LONG, 'Đã sửa', 'Hỏi: vì sao chọn kiến trúc này?']));
  });

  it('freezes comments and minutes at publication; the student reads per-criterion means and the comments without names', async () => {
    expect((await t.call('POST', '/api/project/2/public', tok.admin)).json().status).toBe(200);
    const late = await save([{ stdinprjId: 4, columnId: 0, text: 'too late', version: 2 }]);
    expect(late.json()).toMatchObject({ status: 401 });
    expect((await stored()).find((c) => c.StudentInProjectId === 4 && c.ScoreColumnId === 0)?.Text).toBe('Đã sửa');
    // after publication only the chair still records the minutes: the secretary is refused, nothing changes
    const bySecretary = await t.call('PUT', '/api/board/1/minutes', tok.lecturer2, { projectId: 2, decision: 'pass', revisions: '', notes: '', version: 2 });
    expect(bySecretary.json()).toMatchObject({ status: 403, code: 'minutesAfterPublication' });
    // the chair records the decision: a new version, flagged, in the history and the audit log
    const minutes = await t.call('PUT', '/api/board/1/minutes', tok.lecturer1, { projectId: 2, decision: 'revisions', revisions: 'Sửa chương 3', revisionsDue: '2026-12-20', notes: 'Thư ký ghi', version: 2 });
    expect(minutes.json()).toMatchObject({ status: 200, data: { Decision: 'revisions', RevisionsDue: '2026-12-20', Version: 3, UpdatedBy: 'lecturer1', AmendedAfterPublication: true } });
    expect(minutes.json().data.UpdatedByName).not.toBe('lecturer1');
    const versions = (await t.call('GET', '/api/history/project/2/minutes', tok.admin)).json().data;
    expect(versions.map((v: { Version: number; AfterPublication: boolean }) => [v.Version, v.AfterPublication])).toEqual([[3, true], [2, false], [1, false]]);
    await t.app.audit.flush();
    const audit = await t.app.db.selectFrom('audit_log').select(['Action', 'TargetKind', 'TargetId']).where('Action', '=', 'minutes.amend').execute();
    expect(audit).toEqual([{ Action: 'minutes.amend', TargetKind: 'project', TargetId: 2 }]);
    // an impossible due date is refused
    const badDue = await t.call('PUT', '/api/board/1/minutes', tok.lecturer1, { projectId: 2, decision: 'revisions', revisions: '', revisionsDue: '2026-02-31', notes: '', version: 3 });
    expect(badDue.json()).toMatchObject({ status: 400, code: 'revisionsDueInvalid' });

    const x = (await t.call('GET', '/api/score/explain/1', tok.student4)).json().data;
    // lecturer1 8 / 7.5 / 9 and lecturer2's demo marks (7 in column 1): the board's mean per column
    const l2 = await t.app.db.selectFrom('score').select(['ScoreColumnId', 'Score']).where('LectureInBoardId', '=', 2).where('StudentInProjectId', '=', 4).orderBy('ScoreColumnId').execute();
    const mean = (mine: number, theirs: number) => Math.floor((2 * (mine * 100 + theirs) + 2) / 4) / 100;
    expect(x.criteria).toEqual([
      { id: 1, name: 'Presentation', percent: 0.3, mean: mean(8, l2[0]!.Score) },
      { id: 2, name: 'Report', percent: 0.3, mean: mean(7.5, l2[1]!.Score) },
      { id: 3, name: 'Demo', percent: 0.4, mean: mean(9, l2[2]!.Score) },
    ]);
    expect(x.comments).toEqual([
      { columnId: 1, ColumnName: 'Presentation', Text: LONG },
      { columnId: 0, ColumnName: null, Text: 'Đã sửa' },
    ]);
    expect(JSON.stringify(x)).not.toContain('Nguyen');
    // the board's decision, the revisions and their due date reach the student; the secretary's notes do not
    expect(x.minutes).toEqual({ Decision: 'revisions', Revisions: 'Sửa chương 3', RevisionsDue: '2026-12-20', UpdatedAt: expect.any(String) });
    expect(JSON.stringify(x)).not.toContain('Thư ký ghi');
  });

  it('prints every comment, the decision and the roles in the minutes PDF (read back in Vietnamese) and exports them safely as CSV', async () => {
    const { text } = readPdf((await t.call('GET', '/api/documents/board/1/minutes.pdf?lang=vi', tok.lecturer1)).rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of ['Hỏi: vì sao chọn kiến trúc này?', 'Đã sửa', 'Đạt, cần chỉnh sửa', 'Sửa chương 3', 'Thư ký ghi', 'Thư ký', 'Dòng hai', "=cmd|' /C calc'!A0"]) {
      expect(flat).toContain(expected);
    }
    expect(flat).toContain(LONG.slice(0, 60).replace(/\s+/g, ' ').trim());
    const csv = await t.call('GET', '/api/documents/board/1/comments.csv?lang=en', tok.lecturer2);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"Trình bày');
    expect(csv.body).toContain("Dòng hai 😀 =cmd|' /C calc'!A0");
    expect(csv.body).not.toMatch(/(^|,)=cmd/m);
    expect((await t.call('GET', '/api/documents/board/1/comments.csv', tok.lecturer3)).statusCode).toBe(404);
    const transcript = readPdf((await t.call('GET', '/api/documents/transcript.pdf?lang=en', tok.student4)).rawPayload).text;
    expect(transcript).toContain('Board mean');
    expect(transcript).toContain('Presentation');
  });
});
