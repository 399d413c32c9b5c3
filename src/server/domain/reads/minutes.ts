import { lecturerTotal, toBasisPoints } from '../../../common/grading';
import type { BoardDetails, BoardDetailsProject, ProjectStudentRow } from '../../../common/contract/details';
import type { Q } from '../db';
import { scoresWithMember } from '../queries/joins';
import { boardDetails, projectDetails } from './details';
import type { BoardComment, MinutesRecord } from '../../../common/contract/words';
import { fromHundredths } from '../../../common/grading';
import { boardLecturers, minutesOf } from '../minutes';
import { commentsOfProjects } from './boardView';

/** One student of a project in the board's minutes: each lecturer's weighted total, then the published result. */
export interface MinutesStudent {
  Code: string;
  Name: string;
  /** per lecturer of the board, in the board's order; null while that lecturer has not marked every column */
  totals: (number | null)[];
  /** per lecturer, per score column of the template: the mark in points, null when not given */
  marks: (number | null)[][];
  /** 0..10 once published, else null */
  Score: number | null;
  Result: boolean | null;
}

export interface BoardMinutes {
  details: BoardDetails;
  /** per lecturer of details.lecturers: 'chair' | 'secretary' | 'member' */
  roles: string[];
  projects: { project: BoardDetailsProject; students: MinutesStudent[]; minutes: MinutesRecord | null; comments: BoardComment[] }[];
}

/**
 * Everything the board's minutes print: the board details page's read, and per project the project
 * details page's students and results, plus each lecturer's weighted total per student (the marking screen's
 * live total, from the stored marks).
 */
export async function boardMinutes(db: Q, boardId: number): Promise<BoardMinutes> {
  const details = await boardDetails(db, boardId);
  const columns = details.columns.map((c) => ({ columnId: c.id, percentBp: toBasisPoints(c.percent) ?? 0 }));
  const seats = details.lecturers.map((l) => l.LectureInBoardId);
  const projectIds = details.projects.map((p) => p.Id);
  const [perProject, marks, lecturers, minutes, comments] = await Promise.all([
    Promise.all(projectIds.map((id) => projectDetails(db, id))),
    projectIds.length === 0
      ? Promise.resolve([])
      : scoresWithMember(db)
          .select(['sc.StudentInProjectId', 'sc.LectureInBoardId', 'sc.ScoreColumnId', 'sc.Score'])
          .where('sp.ProjectId', 'in', projectIds)
          .execute(),
    boardLecturers(db, boardId),
    minutesOf(db, projectIds),
    commentsOfProjects(db, projectIds),
  ]);
  const roleOf = new Map(lecturers.map((l) => [l.LectureInBoardId, l.Role]));
  const byCell = new Map<string, Map<number, number>>();
  for (const m of marks) {
    const key = `${m.StudentInProjectId}:${m.LectureInBoardId}`;
    if (!byCell.has(key)) byCell.set(key, new Map());
    byCell.get(key)!.set(m.ScoreColumnId, m.Score); // hundredths, as lecturerTotal reads them
  }
  const studentOf = (s: ProjectStudentRow & { Score: number | null; Result: boolean | null }): MinutesStudent => ({
    Code: s.Code,
    Name: s.Name,
    totals: seats.map((seat) => lecturerTotal(columns, byCell.get(`${s.stdinprjId}:${seat}`) ?? new Map())),
    marks: seats.map((seat) => columns.map((c) => {
      const h = byCell.get(`${s.stdinprjId}:${seat}`)?.get(c.columnId);
      return h === undefined ? null : fromHundredths(h);
    })),
    Score: s.Score,
    Result: s.Result,
  });
  return {
    details,
    roles: seats.map((seat) => roleOf.get(seat) ?? 'member'),
    projects: details.projects.map((project, i) => ({
      project,
      students: perProject[i]!.students.map(studentOf),
      minutes: minutes.get(project.Id) ?? null,
      comments: comments.get(project.Id) ?? [],
    })),
  };
}
