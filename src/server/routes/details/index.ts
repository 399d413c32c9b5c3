import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { fromBasisPoints, fromHundredths } from '../../../common/grading';
import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../../common/dto/details';
import { findBoard } from '../../domain/boardMembership';
import { boardCompletion } from '../../domain/completion';
import { projectStudents, studentsOfCourse, studentsWithoutProject } from '../../domain/rosters';
import { isBoardTerminated, isProjectGraded, markOverview } from '../../domain/status';
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
    const [names, columns, lecturers, projects, terminated, completion] = await Promise.all([
      db
        .selectFrom('semester as se')
        .innerJoin('subject as su', (j) => j.on('su.Id', '=', board.SubjectId))
        .innerJoin('template as t', (j) => j.on('t.Id', '=', board.TemplateId))
        .select(['se.Year', 'se.Session', 'se.StartTime', 'se.EndTime', 'su.Name as SubjectName', 't.Name as TemplateName'])
        .where('se.Id', '=', board.SemesterId)
        .executeTakeFirstOrThrow(),
      db.selectFrom('score_column').select(['Id', 'Name', 'PercentBp']).where('TemplateId', '=', board.TemplateId).orderBy('Id').execute(),
      db
        .selectFrom('lecture_in_board as lb')
        .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
        .select(['l.Id', 'l.Name', 'l.PhoneNumber', 'lb.Id as LectureInBoardId'])
        .where('lb.BoardId', '=', board.Id)
        .orderBy('lb.Id')
        .execute(),
      db
        .selectFrom('project_in_board as pb')
        .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
        .innerJoin('course as c', 'c.Id', 'p.CourseId')
        .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
        .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName', 'pb.IntendTime', 'pb.OrderNo', 'pb.ProtectTime', 'pp.Id as PublishedId'])
        .where('pb.BoardId', '=', board.Id)
        .orderBy('pb.OrderNo')
        .orderBy('p.Id')
        .execute(),
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
        SemesterYear: names.Year,
        SemesterSession: names.Session,
        SemesterStartTime: names.StartTime,
        SemesterEndTime: names.EndTime,
        SubjectId: board.SubjectId,
        SubjectName: names.SubjectName,
        TemplateId: board.TemplateId,
        TemplateName: names.TemplateName,
      },
      terminated,
      columns: columns.map((c) => ({ id: c.Id, name: c.Name, percent: fromBasisPoints(c.PercentBp) })),
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
          Published: p.PublishedId !== null,
          Missing: c?.missing ?? [],
        };
      }),
    };
    return { status: 200, data };
  });

  app.get<{ Params: { id: number } }>('/details/course/:id', options('Everything the course details page shows'), async (request) => {
    const course = await db
      .selectFrom('course as c')
      .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
      .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
      .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
      .select([
        'c.Id',
        'c.Name',
        'c.SubjectId',
        'su.Name as SubjectName',
        'c.SemesterId',
        'se.Year as SemesterYear',
        'se.Session as SemesterSession',
        'c.LectureId',
        'l.Name as LecturerName',
      ])
      .where('c.Id', '=', request.params.id)
      .executeTakeFirst();
    if (!course) throw notFound(`Course ${request.params.id}`);
    const [projects, students] = await Promise.all([
      db
        .selectFrom('project as p')
        .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
        .leftJoin('board as b', 'b.Id', 'pb.BoardId')
        .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
        .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'b.Id as BoardId', 'b.Name as BoardName', 'pp.Id as PublishedId'])
        .where('p.CourseId', '=', course.Id)
        .orderBy('p.Id')
        .execute(),
      studentsOfCourse(db, course.Id),
    ]);
    const data: CourseDetails = {
      course,
      projects: projects.map(({ PublishedId, ...p }) => ({ ...p, Published: PublishedId !== null })),
      students,
    };
    return { status: 200, data };
  });

  app.get<{ Params: { id: number } }>('/details/project/:id', options('Everything the project details page shows'), async (request) => {
    const project = await db
      .selectFrom('project as p')
      .innerJoin('course as c', 'c.Id', 'p.CourseId')
      .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
      .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
      .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
      .leftJoin('board as b', 'b.Id', 'pb.BoardId')
      .select([
        'p.Id',
        'p.Name',
        'p.Notion',
        'p.CourseId',
        'c.Name as CourseName',
        'c.SemesterId',
        'se.Year as SemesterYear',
        'se.Session as SemesterSession',
        'c.SubjectId',
        'su.Name as SubjectName',
        'b.Id as BoardId',
        'b.Name as BoardName',
      ])
      .where('p.Id', '=', request.params.id)
      .executeTakeFirst();
    if (!project) throw notFound(`Project ${request.params.id}`);
    const [overview, published, graded, students, results, candidates] = await Promise.all([
      markOverview(db, project.Id),
      db.selectFrom('published_project').select('Id').where('ProjectId', '=', project.Id).executeTakeFirst(),
      isProjectGraded(db, project.Id),
      projectStudents(db, project.Id),
      db.selectFrom('published_result').select(['StudentId', 'Score', 'Result']).where('ProjectId', '=', project.Id).execute(),
      studentsWithoutProject(db, project.CourseId),
    ]);
    const byStudent = new Map(results.map((r) => [r.StudentId, r]));
    const data: ProjectDetails = {
      project,
      overview: { teacherQuan: overview.total, teacherQuanMarked: overview.marked },
      published: !!published,
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
    const subject = await db.selectFrom('subject').select(['Id', 'Name', 'Description']).where('Id', '=', request.params.id).executeTakeFirst();
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
    const template = await db
      .selectFrom('template as t')
      .innerJoin('subject as su', 'su.Id', 't.SubjectId')
      .select(['t.Id', 't.Name', 't.SubjectId', 'su.Name as SubjectName', 't.ApplyDate', 't.Status'])
      .where('t.Id', '=', request.params.id)
      .executeTakeFirst();
    if (!template) throw notFound(`Template ${request.params.id}`);
    const [columns, mark] = await Promise.all([
      db.selectFrom('score_column').select(['Id', 'Name', 'PercentBp']).where('TemplateId', '=', template.Id).orderBy('Id').execute(),
      db
        .selectFrom('score as s')
        .innerJoin('lecture_in_board as lb', 'lb.Id', 's.LectureInBoardId')
        .innerJoin('board as b', 'b.Id', 'lb.BoardId')
        .select(sql<number>`1`.as('one'))
        .where('b.TemplateId', '=', template.Id)
        .limit(1)
        .executeTakeFirst(),
    ]);
    const data: TemplateDetails = {
      template,
      columns: columns.map((c) => ({ id: c.Id, name: c.Name, percent: fromBasisPoints(c.PercentBp) })),
      locked: !!mark,
    };
    return { status: 200, data };
  });
};

export default routes;
