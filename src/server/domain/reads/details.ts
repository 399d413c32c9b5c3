import { fromHundredths, toBasisPoints } from '../../../common/grading';
import { isTerminated, projectProgress, publishability, type ProjectProgress } from '../../../common/marks';
import type { BoardDetails, CourseDetails, MissingMarks, ProjectDetails, SubjectDetails, TemplateDetails } from '../../../common/contract/details';
import { boardProjectRows, boardRows } from '../boards';
import { courseRows, projectInfo, projectRows, subjectRows } from '../catalog';
import { blockedRows } from '../deletion';
import { disagreementsOf } from '../disagreements';
import type { Q } from '../db';
import { notFound } from '../errors';
import { loadBoardMarks, markOverview, projectHasMarks } from '../marks';
import { decidedProjects } from '../minutes';
import { hasTemplateMarks, scoreColumnRows, templateRows } from '../templates';
import { lecturersOfBoard, projectStudents, studentsOfCourse, studentsWithoutProject } from './rosters';

/** The admin's detail pages: each renders from one read (shapes: src/common/contract/details.ts). Unknown id: 404. */

/** The wire's form of a project's gaps: who still misses which student in which columns. */
const missingOf = (progress: ProjectProgress): MissingMarks[] =>
  progress.gaps.map((g) => ({
    LectureInBoardId: g.seat.id,
    TeacherId: g.seat.lecturerId,
    TeacherName: g.seat.name,
    Students: g.members.map((m) => ({ StudentId: m.member.studentId, Code: m.member.code, Name: m.member.name, Columns: m.columns.map((c) => ({ id: c.id, name: c.name })) })),
  }));

export async function boardDetails(db: Q, id: number): Promise<BoardDetails> {
  const [board] = await boardRows(db, { id });
  if (!board) throw notFound('boardNotFound', { id });
  const names = board;
  const [columns, lecturers, projects] = await Promise.all([scoreColumnRows(db, board.TemplateId), lecturersOfBoard(db, board.Id), boardProjectRows(db, board.Id)]);
  // the seats and columns just read serve the marks model too: it adds the members and marks only
  const marks = await loadBoardMarks(db, board.Id, {
    seats: lecturers.map((l) => ({ id: l.LectureInBoardId, lecturerId: l.Id, name: l.Name })),
    columns: columns.map((c) => ({ id: c.id, name: c.name, percentBp: toBasisPoints(c.percent) ?? 0 })),
  });
  const decided = await decidedProjects(db, projects.map((p) => p.Id));
  const disagreements = disagreementsOf(
    marks,
    projects.map((p) => ({ Id: p.Id, Name: p.Name, Published: p.Published })),
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
    terminated: isTerminated(marks),
    columns,
    lecturers,
    projects: projects.map((p) => {
      const progress = projectProgress(marks, p.Id);
      return {
        Id: p.Id,
        Name: p.Name,
        Notion: p.Notion,
        CourseId: p.CourseId,
        CourseName: p.CourseName,
        IntendTime: p.IntendTime,
        OrderNo: p.OrderNo,
        ProtectTime: p.ProtectTime,
        StudentCount: progress.members,
        teacherMark: { teacherQuan: progress.seats.length, teacherQuanMarked: progress.markedBy.length },
        Published: p.Published,
        Missing: missingOf(progress),
        publishability: publishability(progress),
        MinutesWritten: decided.has(p.Id),
      };
    }),
    disagreements,
  };
}

export async function courseDetails(db: Q, id: number): Promise<CourseDetails> {
  const [course] = await courseRows(db, { id });
  if (!course) throw notFound('courseNotFound', { id });
  const [projects, students] = await Promise.all([projectRows(db, { courseId: course.Id }), studentsOfCourse(db, course.Id)]);
  return {
    course,
    projects: projects.map(({ Id, Name, Notion, CourseId, BoardId, BoardName, Published }) => ({ Id, Name, Notion, CourseId, BoardId, BoardName, Published })),
    students,
  };
}

/** A student's published result as the pages show it (points, pass), or nulls before publication. */
export function publishedResult(r: { Score: number | null; Result: number | null } | undefined): { Score: number | null; Result: boolean | null } {
  return r && r.Score !== null && r.Result !== null ? { Score: fromHundredths(r.Score), Result: r.Result === 1 } : { Score: null, Result: null };
}

export async function projectDetails(db: Q, id: number): Promise<ProjectDetails> {
  const info = await projectInfo(db, id);
  if (!info) throw notFound('projectNotFound', { id });
  const { Published: published, ...project } = info;
  const [overview, graded, students, results, candidates, decided] = await Promise.all([
    markOverview(db, project.Id),
    projectHasMarks(db, project.Id),
    projectStudents(db, project.Id),
    db.selectFrom('published_result').select(['StudentId', 'Score', 'Result']).where('ProjectId', '=', project.Id).execute(),
    studentsWithoutProject(db, project.CourseId),
    decidedProjects(db, [project.Id]),
  ]);
  const byStudent = new Map(results.map((r) => [r.StudentId, r]));
  return {
    project,
    overview: { teacherQuan: overview.seats.length, teacherQuanMarked: overview.markedBy.length },
    publishability: publishability(overview),
    minutesWritten: decided.has(project.Id),
    published,
    graded,
    students: students.map((s) => {
      const r = byStudent.get(s.StudentId);
      return { ...s, ...publishedResult(r) };
    }),
    candidates,
  };
}

export async function subjectDetails(db: Q, id: number): Promise<SubjectDetails> {
  const [subject] = await subjectRows(db, id);
  if (!subject) throw notFound('subjectNotFound', { id });
  const [rows, blocked, semesters, lecturers] = await Promise.all([
    db
      .selectFrom('course as c')
      .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
      .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
      .select(['c.Id', 'c.Name', 'c.SemesterId', 'se.Year as SemesterYear', 'se.Session as SemesterSession', 'c.LectureId', 'l.Name as LecturerName'])
      .where('c.SubjectId', '=', subject.Id)
      .orderBy('se.StartTime', 'desc')
      .orderBy('c.Id')
      .execute(),
    // the delete's own refusal for each course (deletion.ts), so the page never offers a Remove the server refuses
    blockedRows(db, 'course'),
    db.selectFrom('semester').select(['Id', 'Year', 'Session']).orderBy('StartTime', 'desc').execute(),
    db.selectFrom('lecturer').select(['Id', 'Name']).orderBy('Name').execute(),
  ]);
  const refusals = new Map(blocked.map((b) => [b.Id, b]));
  const courses = rows.map((c) => {
    const refusal = refusals.get(c.Id);
    return { ...c, blocked: refusal?.reason ?? null, blockedCode: refusal?.code ?? null, blockedParams: refusal?.params ?? null };
  });
  return { subject, courses, semesters, lecturers };
}

export async function templateDetails(db: Q, id: number): Promise<TemplateDetails> {
  const [row] = await templateRows(db, id);
  if (!row) throw notFound('templateNotFound', { id });
  const { Id, Name, SubjectId, SubjectName, ApplyDate, Status } = row;
  const [columns, locked] = await Promise.all([scoreColumnRows(db, Id), hasTemplateMarks(db, Id)]);
  return { template: { Id, Name, SubjectId, SubjectName, ApplyDate, Status }, columns, locked };
}
