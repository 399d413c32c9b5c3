import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import { fromHundredths } from '../../../common/grading';
import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../../common/dto/details';
import { findBoard } from '../../domain/boardMembership';
import { boardProjectRows, boardRows } from '../../domain/boards';
import { courseRows, projectInfo, projectRows, subjectRows } from '../../domain/catalog';
import { boardCompletion } from '../../domain/completion';
import { lecturersOfBoard, projectStudents, studentsOfCourse, studentsWithoutProject } from '../../domain/rosters';
import { isBoardTerminated, isProjectGraded, markOverview } from '../../domain/status';
import { hasTemplateMarks, scoreColumnRows, templateRows } from '../../domain/templates';
import { notFound } from '../../http/errors';
import { S } from '../../http/validation';

/**
 * Aggregate reads beyond the spec (api.md convention 6): each detail page renders from one call.
 * All admin only; each answers {status: 200, data} (shapes: src/common/dto/details.ts); unknown id: 404.
 * GET /details/board/{id}    board + semester/subject/template names + lecturers (with LectureInBoardId) + projects
 *                            with overview, published flag and the completion tracker + terminated flag + columns
 * GET /details/course/{id}   course + names + projects + students
 * GET /details/project/{id}  project + course/semester/subject/board + overview + published + graded + students
 *                            (with published results) + students of the course without a project
 * GET /details/subject/{id}  subject + its courses + the Add Course modal's semester and lecturer options
 * GET /details/template/{id} template + subject name + columns {id, name, percent} + locked flag
 */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const options = (summary: string) => ({ config: { access: ['admin'] as const }, schema: { summary, params: S.params('id') } });

  app.get<{ Params: { id: number } }>('/details/board/:id', options('Everything the board details page shows'), async (request) => {
    const board = await findBoard(db, request.params.id);
    const [[names], columns, lecturers, projects, terminated, completion] = await Promise.all([
      boardRows(db, { id: board.Id }),
      scoreColumnRows(db, board.TemplateId),
      lecturersOfBoard(db, board.Id),
      boardProjectRows(db, board.Id),
      isBoardTerminated(db, board.Id),
      boardCompletion(db, board.Id, board.TemplateId),
    ]);
    const data: BoardDetails = {
      board: {
        Id: board.Id,
        Name: board.Name,
        Room: board.Room,
        StartTime: board.StartTime,
        EndTime: board.EndTime,
        Date: board.Date,
        SemesterId: board.SemesterId,
        SemesterYear: names!.SemesterYear,
        SemesterSession: names!.SemesterSession,
        SemesterStartTime: names!.SemesterStart,
        SemesterEndTime: names!.SemesterEnd,
        SubjectId: board.SubjectId,
        SubjectName: names!.SubjectName,
        TemplateId: board.TemplateId,
        TemplateName: names!.TemplateName,
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
    };
    return { status: 200, data };
  });

  app.get<{ Params: { id: number } }>('/details/course/:id', options('Everything the course details page shows'), async (request) => {
    const [course] = await courseRows(db, { id: request.params.id });
    if (!course) throw notFound(`Course ${request.params.id}`);
    const [projects, students] = await Promise.all([projectRows(db, { courseId: course.Id }), studentsOfCourse(db, course.Id)]);
    const data: CourseDetails = {
      course,
      projects: projects.map(({ Id, Name, Notion, CourseId, BoardId, BoardName, Published }) => ({ Id, Name, Notion, CourseId, BoardId, BoardName, Published })),
      students,
    };
    return { status: 200, data };
  });

  app.get<{ Params: { id: number } }>('/details/project/:id', options('Everything the project details page shows'), async (request) => {
    const info = await projectInfo(db, request.params.id);
    if (!info) throw notFound(`Project ${request.params.id}`);
    const { Published: published, ...project } = info;
    const [overview, graded, students, results, candidates] = await Promise.all([
      markOverview(db, project.Id),
      isProjectGraded(db, project.Id),
      projectStudents(db, project.Id),
      db.selectFrom('published_result').select(['StudentId', 'Score', 'Result']).where('ProjectId', '=', project.Id).execute(),
      studentsWithoutProject(db, project.CourseId),
    ]);
    const byStudent = new Map(results.map((r) => [r.StudentId, r]));
    const data: ProjectDetails = {
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
    return { status: 200, data };
  });

  app.get<{ Params: { id: number } }>('/details/subject/:id', options('Everything the subject details page shows'), async (request) => {
    const [subject] = await subjectRows(db, request.params.id);
    if (!subject) throw notFound(`Subject ${request.params.id}`);
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
    const data: SubjectDetails = { subject, courses, semesters, lecturers };
    return { status: 200, data };
  });

  app.get<{ Params: { id: number } }>('/details/template/:id', options('Everything the template details page shows'), async (request) => {
    const [row] = await templateRows(db, request.params.id);
    if (!row) throw notFound(`Template ${request.params.id}`);
    const { Id, Name, SubjectId, SubjectName, ApplyDate, Status } = row;
    const [columns, locked] = await Promise.all([scoreColumnRows(db, Id), hasTemplateMarks(db, Id)]);
    const data: TemplateDetails = { template: { Id, Name, SubjectId, SubjectName, ApplyDate, Status }, columns, locked };
    return { status: 200, data };
  });
};

export default routes;
