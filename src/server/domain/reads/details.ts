import { fromHundredths } from '../../../common/grading';
import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../../common/dto/details';
import { boardProjectRows, boardRows } from '../boards';
import { courseRows, projectInfo, projectRows, subjectRows } from '../catalog';
import { completionOf, type CompletionStudentRow } from '../completion';
import { boardMarks, disagreementsOf } from '../disagreements';
import type { Q } from '../db';
import { notFound } from '../errors';
import { isProjectGraded, markOverview } from '../status';
import { hasTemplateMarks, scoreColumnRows, templateRows } from '../templates';
import { lecturersOfBoard, projectStudents, studentsOfCourse, studentsWithoutProject } from './rosters';

/** The admin's detail pages: each renders from one read (shapes: src/common/dto/details.ts). Unknown id: 404. */

export async function boardDetails(db: Q, id: number): Promise<BoardDetails> {
  // the board with its names is read once, and its seats and columns serve the completion too (no second read)
  const [board] = await boardRows(db, { id });
  if (!board) throw notFound(`Evaluation board ${id}`);
  const names = board;
  const [columns, lecturers, projects] = await Promise.all([scoreColumnRows(db, board.TemplateId), lecturersOfBoard(db, board.Id), boardProjectRows(db, board.Id)]);
  // the board's students and every score of its seats, read once for the disagreements, the completion and the
  // terminated flag (each used to read them again: the score reads were most of this page's cost)
  const marks = await boardMarks(db, board.Id, {
    seats: lecturers.map((l) => ({ Id: l.LectureInBoardId, Name: l.Name })),
    projects: projects.map((p) => ({ Id: p.Id, Name: p.Name, Published: p.Published })),
  });
  const disagreements = disagreementsOf(marks);
  // isBoardTerminated's rule: any score through a seat of the board
  const terminated = marks.scores.length > 0;
  const studentRows: CompletionStudentRow[] = [];
  for (const p of projects) {
    const own = marks.students.filter((st) => st.ProjectId === p.Id);
    if (own.length === 0) studentRows.push({ ProjectId: p.Id, sipId: null, StudentId: null, Code: null, Name: null });
    for (const st of own) studentRows.push({ ProjectId: p.Id, sipId: st.Id, StudentId: st.StudentId, Code: st.Code, Name: st.Name });
  }
  // boardCompletion counts the scores of students of the board's projects only
  const onBoard = new Set(marks.students.map((st) => st.Id));
  const completion = completionOf(
    lecturers.map((l) => ({ Id: l.LectureInBoardId, TeacherId: l.Id, Name: l.Name })),
    columns.map((c) => ({ Id: c.id, Name: c.name })),
    studentRows,
    marks.scores.filter((sc) => onBoard.has(sc.StudentInProjectId)),
  );
  return {
    board: {
      Id: board.Id,
      Name: board.Name,
      Room: board.Room,
      StartTime: board.StartTime,
      EndTime: board.EndTime,
      Date: board.Date,
      SemesterId: board.SemesterId,
      SemesterYear: names.SemesterYear,
      SemesterSession: names.SemesterSession,
      SemesterStartTime: names.SemesterStart,
      SemesterEndTime: names.SemesterEnd,
      SubjectId: board.SubjectId,
      SubjectName: names.SubjectName,
      TemplateId: board.TemplateId,
      TemplateName: names.TemplateName,
    },
    terminated,
    columns,
    lecturers,
    projects: projects.map((p) => {
      const c = completion.get(p.Id);
      return {
        Id: p.Id,
        Name: p.Name,
        Notion: p.Notion,
        CourseId: p.CourseId,
        CourseName: p.CourseName,
        IntendTime: p.IntendTime,
        OrderNo: p.OrderNo,
        ProtectTime: p.ProtectTime,
        StudentCount: c?.studentCount ?? 0,
        teacherMark: { teacherQuan: c?.teacherQuan ?? lecturers.length, teacherQuanMarked: c?.teacherQuanMarked ?? 0 },
        Published: p.Published,
        Missing: c?.missing ?? [],
      };
    }),
    disagreements,
  };
}

export async function courseDetails(db: Q, id: number): Promise<CourseDetails> {
  const [course] = await courseRows(db, { id });
  if (!course) throw notFound(`Course ${id}`);
  const [projects, students] = await Promise.all([projectRows(db, { courseId: course.Id }), studentsOfCourse(db, course.Id)]);
  return {
    course,
    projects: projects.map(({ Id, Name, Notion, CourseId, BoardId, BoardName, Published }) => ({ Id, Name, Notion, CourseId, BoardId, BoardName, Published })),
    students,
  };
}

export async function projectDetails(db: Q, id: number): Promise<ProjectDetails> {
  const info = await projectInfo(db, id);
  if (!info) throw notFound(`Project ${id}`);
  const { Published: published, ...project } = info;
  const [overview, graded, students, results, candidates] = await Promise.all([
    markOverview(db, project.Id),
    isProjectGraded(db, project.Id),
    projectStudents(db, project.Id),
    db.selectFrom('published_result').select(['StudentId', 'Score', 'Result']).where('ProjectId', '=', project.Id).execute(),
    studentsWithoutProject(db, project.CourseId),
  ]);
  const byStudent = new Map(results.map((r) => [r.StudentId, r]));
  return {
    project,
    overview: { teacherQuan: overview.total, teacherQuanMarked: overview.marked },
    published,
    graded,
    students: students.map((s) => {
      const r = byStudent.get(s.StudentId);
      return { ...s, Score: r ? fromHundredths(r.Score) : null, Result: r ? r.Result === 1 : null };
    }),
    candidates,
  };
}

export async function subjectDetails(db: Q, id: number): Promise<SubjectDetails> {
  const [subject] = await subjectRows(db, id);
  if (!subject) throw notFound(`Subject ${id}`);
  const [courses, semesters, lecturers] = await Promise.all([
    db
      .selectFrom('course as c')
      .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
      .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
      .select(['c.Id', 'c.Name', 'c.SemesterId', 'se.Year as SemesterYear', 'se.Session as SemesterSession', 'c.LectureId', 'l.Name as LecturerName'])
      .where('c.SubjectId', '=', subject.Id)
      .orderBy('se.StartTime', 'desc')
      .orderBy('c.Id')
      .execute(),
    db.selectFrom('semester').select(['Id', 'Year', 'Session']).orderBy('StartTime', 'desc').execute(),
    db.selectFrom('lecturer').select(['Id', 'Name']).orderBy('Name').execute(),
  ]);
  return { subject, courses, semesters, lecturers };
}

export async function templateDetails(db: Q, id: number): Promise<TemplateDetails> {
  const [row] = await templateRows(db, id);
  if (!row) throw notFound(`Template ${id}`);
  const { Id, Name, SubjectId, SubjectName, ApplyDate, Status } = row;
  const [columns, locked] = await Promise.all([scoreColumnRows(db, Id), hasTemplateMarks(db, Id)]);
  return { template: { Id, Name, SubjectId, SubjectName, ApplyDate, Status }, columns, locked };
}
