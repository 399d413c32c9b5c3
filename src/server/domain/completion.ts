import type { MissingMarks } from '../../common/dto/details';
import type { Q } from './db';

/**
 * Marking progress of every project of a board, in four queries whatever the board's size.
 * Same rule as status.ts markOverview: a lecturer has marked a project when they hold a score for every
 * student of the project in every column of the board's template (none marked when there is no student).
 */
export interface ProjectCompletion {
  projectId: number;
  studentCount: number;
  teacherQuan: number;
  teacherQuanMarked: number;
  /** lecturers who still miss something, with what they miss (empty when the project has no student) */
  missing: MissingMarks[];
}

/** The board's seats (in seat order) and template columns (in Id order), when the caller has read them already. */
export interface BoardShape {
  lecturers: { Id: number; TeacherId: number; Name: string }[];
  columns: { Id: number; Name: string }[];
}

export async function boardCompletion(db: Q, boardId: number, templateId: number, known?: BoardShape): Promise<Map<number, ProjectCompletion>> {
  const [lecturers, columns, students, scores] = await Promise.all([
    known?.lecturers ??
      db
        .selectFrom('lecture_in_board as lb')
        .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
        .select(['lb.Id', 'lb.TeacherId', 'l.Name'])
        .where('lb.BoardId', '=', boardId)
        .orderBy('lb.Id')
        .execute(),
    known?.columns ?? db.selectFrom('score_column').select(['Id', 'Name']).where('TemplateId', '=', templateId).orderBy('Id').execute(),
    db
      .selectFrom('project_in_board as pb')
      .leftJoin('student_in_project as sp', 'sp.ProjectId', 'pb.ProjectId')
      .leftJoin('student as s', 's.Id', 'sp.StudentId')
      .select(['pb.ProjectId', 'sp.Id as sipId', 's.Id as StudentId', 's.Code', 's.Name'])
      .where('pb.BoardId', '=', boardId)
      .orderBy('pb.ProjectId')
      .orderBy('s.Code')
      .execute(),
    db
      .selectFrom('score as sc')
      .innerJoin('lecture_in_board as lb', 'lb.Id', 'sc.LectureInBoardId')
      .innerJoin('student_in_project as sp', 'sp.Id', 'sc.StudentInProjectId')
      .innerJoin('project_in_board as pb', 'pb.ProjectId', 'sp.ProjectId')
      .select(['sc.StudentInProjectId', 'sc.LectureInBoardId', 'sc.ScoreColumnId'])
      .where('lb.BoardId', '=', boardId)
      .where('pb.BoardId', '=', boardId)
      .execute(),
  ]);
  return completionOf(lecturers, columns, students, scores);
}

/** One row per student of a board's project (by project, then Code); a project without students: one row of nulls. */
export interface CompletionStudentRow {
  ProjectId: number;
  sipId: number | null;
  StudentId: number | null;
  Code: string | null;
  Name: string | null;
}

/** boardCompletion's rule on rows already read (the board details page reads them once for several figures). */
export function completionOf(
  lecturers: BoardShape['lecturers'],
  columns: BoardShape['columns'],
  students: CompletionStudentRow[],
  scores: { StudentInProjectId: number; LectureInBoardId: number; ScoreColumnId: number }[],
): Map<number, ProjectCompletion> {
  const have = new Set(scores.map((s) => `${s.StudentInProjectId}:${s.LectureInBoardId}:${s.ScoreColumnId}`));
  const byProject = new Map<number, { sipId: number; StudentId: number; Code: string; Name: string }[]>();
  for (const row of students) {
    if (!byProject.has(row.ProjectId)) byProject.set(row.ProjectId, []);
    if (row.sipId !== null && row.StudentId !== null) {
      byProject.get(row.ProjectId)!.push({ sipId: row.sipId, StudentId: row.StudentId, Code: row.Code ?? '', Name: row.Name ?? '' });
    }
  }
  const result = new Map<number, ProjectCompletion>();
  for (const [projectId, projectStudents] of byProject) {
    const missing: MissingMarks[] = [];
    let marked = 0;
    for (const l of lecturers) {
      const gaps: MissingMarks['Students'] = [];
      for (const st of projectStudents) {
        const cols = columns.filter((c) => !have.has(`${st.sipId}:${l.Id}:${c.Id}`)).map((c) => ({ id: c.Id, name: c.Name }));
        if (cols.length > 0) gaps.push({ StudentId: st.StudentId, Code: st.Code, Name: st.Name, Columns: cols });
      }
      if (gaps.length > 0) missing.push({ LectureInBoardId: l.Id, TeacherId: l.TeacherId, TeacherName: l.Name, Students: gaps });
      else if (projectStudents.length > 0 && columns.length > 0) marked++;
    }
    result.set(projectId, {
      projectId,
      studentCount: projectStudents.length,
      teacherQuan: lecturers.length,
      teacherQuanMarked: marked,
      missing,
    });
  }
  return result;
}
