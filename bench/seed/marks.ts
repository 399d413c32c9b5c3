import { finalScoreHundredths, isPass, lecturerTotalExact, passMarkHundredths, type ColumnWeight } from '../../src/common/grading';
import { pick, prng, type Rows } from './plan';

/**
 * Marks for half the projects (every seat of the project's board, every student, every column: the project
 * is complete), one in ten cells updated once, with score_history rows as the marking code writes them
 * (insert: OldScore null; update: old and new; Version counts the writes). A quarter of all projects is
 * published with results computed by the grading code of src/common/grading.ts, as publishProject does.
 */
export function addMarks(rows: Rows, seed: number, passMark: number): { marked: number[]; published: number[] } {
  const rand = prng(seed ^ 0x5eed);
  const projectIds = rows.project.map((p) => p.Id!);
  for (let i = projectIds.length - 1; i > 0; i--) {
    const j = pick(rand, i + 1);
    [projectIds[i], projectIds[j]] = [projectIds[j]!, projectIds[i]!];
  }
  const marked = projectIds.slice(0, Math.floor(projectIds.length / 2)).sort((a, b) => a - b);
  const published = new Set(projectIds.slice(0, Math.floor(projectIds.length / 4)));

  const boardOf = new Map(rows.project_in_board.map((p) => [p.ProjectId, p.BoardId]));
  const templateOf = new Map(rows.board.map((b) => [b.Id!, b.TemplateId]));
  const columnsOf = new Map<number, ColumnWeight[]>();
  for (const c of rows.score_column) {
    if (!columnsOf.has(c.TemplateId)) columnsOf.set(c.TemplateId, []);
    columnsOf.get(c.TemplateId)!.push({ columnId: c.Id!, percentBp: c.PercentBp });
  }
  const seatsOf = new Map<number, { Id: number; TeacherId: number }[]>();
  for (const s of rows.lecture_in_board) {
    if (!seatsOf.has(s.BoardId)) seatsOf.set(s.BoardId, []);
    seatsOf.get(s.BoardId)!.push({ Id: s.Id!, TeacherId: s.TeacherId });
  }
  const accountOfLecturer = new Map(rows.lecturer.map((l) => [l.Id!, l.AccountId]));
  const studentsOf = new Map<number, { Id: number; StudentId: number }[]>();
  for (const sp of rows.student_in_project) {
    if (!studentsOf.has(sp.ProjectId)) studentsOf.set(sp.ProjectId, []);
    studentsOf.get(sp.ProjectId)!.push({ Id: sp.Id!, StudentId: sp.StudentId });
  }

  const base = Date.parse('2026-06-01T08:00:00Z');
  let scoreId = 0;
  let historyId = 0;
  let publishedId = 0;
  let resultId = 0;
  for (const projectId of marked) {
    const boardId = boardOf.get(projectId)!;
    const columns = columnsOf.get(templateOf.get(boardId)!)!;
    const seats = seatsOf.get(boardId)!;
    const at = (minutes: number) => new Date(base + (projectId * 7 + minutes) * 60_000).toISOString();
    const totals = new Map<number, number[]>();
    for (const seat of seats) {
      const changedBy = accountOfLecturer.get(seat.TeacherId)!;
      for (const sp of studentsOf.get(projectId)!) {
        const cells = new Map<number, number>();
        for (const col of columns) {
          const first = 200 + pick(rand, 801);
          const updated = rand() < 0.1;
          const score = updated ? 200 + pick(rand, 801) : first;
          cells.set(col.columnId, score);
          rows.score.push({
            Id: ++scoreId, StudentInProjectId: sp.Id, LectureInBoardId: seat.Id, ScoreColumnId: col.columnId,
            Score: score, Version: updated ? 2 : 1, UpdatedAt: at(updated ? 5 : 0),
          });
          const cell = { StudentInProjectId: sp.Id, LectureInBoardId: seat.Id, ScoreColumnId: col.columnId, ChangedBy: changedBy };
          rows.score_history.push({ Id: ++historyId, ...cell, OldScore: null, NewScore: first, ChangedAt: at(0) });
          if (updated) rows.score_history.push({ Id: ++historyId, ...cell, OldScore: first, NewScore: score, ChangedAt: at(5) });
        }
        const total = lecturerTotalExact(columns, cells);
        if (total === null) throw new Error('generator bug: incomplete marks');
        totals.set(sp.Id, [...(totals.get(sp.Id) ?? []), total]);
      }
    }
    if (!published.has(projectId)) continue;
    rows.published_project.push({ Id: ++publishedId, ProjectId: projectId, BoardId: boardId, PublishedBy: rows.admin[0]!.AccountId, PublishedAt: at(60) });
    for (const sp of studentsOf.get(projectId)!) {
      const score = finalScoreHundredths(totals.get(sp.Id)!);
      rows.published_result.push({ Id: ++resultId, ProjectId: projectId, StudentId: sp.StudentId, Score: score, Result: isPass(score, passMark) ? 1 : 0, PassMark: passMarkHundredths(passMark) });
    }
  }
  return { marked, published: [...published].sort((a, b) => a - b) };
}
