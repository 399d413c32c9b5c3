import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProjectStudentRow } from '../../../common/contract/details';
import type { CourseStudentRow } from '../../../common/contract/spec';
import { caller } from '../../http/guard';
import { assertCourseLecturerOrAdmin, assertMayReadProject } from '../../domain/ownership';
import { courseStudentWithSpecNames } from '../../domain/reads/specNames';
import { requireRow } from '../../domain/catalog';
import type { Q } from '../../domain/db';
import { projectStudents, studentsNotInCourse, studentsOfCourse, studentsWithoutProject } from '../../domain/reads/rosters';
import { cachedList, callerVariant, serialisedRows } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

const assertCourse = (db: Q, courseId: number) => requireRow(db, 'course', courseId, true);

/**
 * Student lists of spec section 7 (shapes: api.md "Shapes existing clients read"):
 * GET /student/{projectId}/project -> bare [{StudentId, stdinprjId, Code, CODE, Name, BirthDay, Address}]
 *   (admin, the project's course lecturer, or a lecturer on the project's board)
 * GET /student/{courseId}/course -> bare [{code, name, birthday, address} + PascalCase + Id, ProjectId/ProjectName]
 *   (admin, or the course's lecturer)
 * GET /student/{courseId}/getstdnotincour -> {status: 200, data: [students not enrolled]} (admin)
 * GET /student/{courseId}/getstdnotinproject, /student/{courseId}/nothaveproject -> {status: 200, data: [students
 *   of the course in no project of it]} (admin, or the course's lecturer; two paths, same rows)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // per project and caller (who may read it depends on the course's lecturer and the board's seats)
  const ofProject = cachedList(app, 'student/project', ['student_in_project', 'student', 'project', 'course', 'project_in_board', 'lecture_in_board']);
  app.get(
    '/student/:projectId/project',
    { config: { access: ['admin', 'teach'] }, schema: { summary: 'Students of a project', params: S.params('projectId'), response: ok(R.list(R.ProjectStudentRow)) } },
    (request, reply) => {
      const { projectId } = request.params;
      const who = caller(request);
      const rows = async (): Promise<ProjectStudentRow[]> => {
        await assertMayReadProject(app.db, who, projectId);
        return projectStudents(app.db, projectId);
      };
      ofProject.send(reply, serialisedRows(rows), `${projectId}:${callerVariant(who)}`);
    },
  );

  app.get(
    '/student/:courseId/course',
    { config: { access: ['admin', 'teach'] }, schema: { summary: 'Students enrolled in a course', params: S.params('courseId'), response: ok(R.list(R.CourseStudentRow)) } },
    async (request): Promise<CourseStudentRow[]> => {
      await assertCourseLecturerOrAdmin(app.db, caller(request), request.params.courseId);
      return (await studentsOfCourse(app.db, request.params.courseId)).map(courseStudentWithSpecNames);
    },
  );

  app.get(
    '/student/:courseId/getstdnotincour',
    { config: { access: ['admin'] }, schema: { summary: 'Students not enrolled in a course', params: S.params('courseId'), response: ok(R.envelopeOf(R.list(R.StudentRow))) } },
    async (request) => {
      await assertCourse(app.db, request.params.courseId);
      return { status: 200, data: await studentsNotInCourse(app.db, request.params.courseId) };
    },
  );

  for (const path of ['/student/:courseId/getstdnotinproject', '/student/:courseId/nothaveproject']) {
    app.get(
      path,
      {
        config: { access: ['admin', 'teach'] },
        schema: { summary: 'Students of a course in no project of it', params: S.params('courseId'), response: ok(R.envelopeOf(R.list(R.StudentRow))) },
      },
      async (request) => {
        await assertCourseLecturerOrAdmin(app.db, caller(request), request.params.courseId);
        return { status: 200, data: await studentsWithoutProject(app.db, request.params.courseId) };
      },
    );
  }
};

export default routes;
