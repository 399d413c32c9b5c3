import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProjectStudentRow, StudentRow } from '../../../common/dto/details';
import { caller } from '../../auth/guard';
import { assertMayReadProject } from '../../domain/ownership';
import { requireRow } from '../../domain/catalog';
import type { Q } from '../../domain/db';
import { projectStudents, studentsNotInCourse, studentsOfCourse, studentsWithoutProject } from '../../domain/reads/rosters';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

const assertCourse = (db: Q, courseId: number) => requireRow(db, 'course', courseId, `Course ${courseId}`);

/**
 * Student lists of spec section 7 (bare arrays):
 * GET /student/{projectId}/project -> [{StudentId, stdinprjId, Code, CODE, Name, BirthDay, Address}]
 *   (admin, or a lecturer on the project's board)
 * GET /student/{courseId}/course -> students of the course, with their ProjectId/ProjectName in it (admin)
 * GET /student/{courseId}/getstdnotincour -> students not enrolled in the course (admin)
 * GET /student/{courseId}/getstdnotinproject, /student/{courseId}/nothaveproject -> students of the course in
 *   no project of it (admin; two paths, same rows)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/student/:projectId/project',
    { config: { access: ['admin', 'teach'] }, schema: { summary: 'Students of a project', params: S.params('projectId'), response: ok(R.list(R.ProjectStudentRow)) } },
    async (request): Promise<ProjectStudentRow[]> => {
      await assertMayReadProject(app.db, caller(request), request.params.projectId);
      return projectStudents(app.db, request.params.projectId);
    },
  );

  app.get(
    '/student/:courseId/course',
    { config: { access: ['admin'] }, schema: { summary: 'Students enrolled in a course', params: S.params('courseId'), response: ok(R.list(R.StudentRow)) } },
    async (request): Promise<StudentRow[]> => {
      await assertCourse(app.db, request.params.courseId);
      return studentsOfCourse(app.db, request.params.courseId);
    },
  );

  app.get(
    '/student/:courseId/getstdnotincour',
    { config: { access: ['admin'] }, schema: { summary: 'Students not enrolled in a course', params: S.params('courseId'), response: ok(R.list(R.StudentRow)) } },
    async (request): Promise<StudentRow[]> => {
      await assertCourse(app.db, request.params.courseId);
      return studentsNotInCourse(app.db, request.params.courseId);
    },
  );

  for (const path of ['/student/:courseId/getstdnotinproject', '/student/:courseId/nothaveproject']) {
    app.get(
      path,
      { config: { access: ['admin'] }, schema: { summary: 'Students of a course in no project of it', params: S.params('courseId'), response: ok(R.list(R.StudentRow)) } },
      async (request): Promise<StudentRow[]> => {
        await assertCourse(app.db, request.params.courseId);
        return studentsWithoutProject(app.db, request.params.courseId);
      },
    );
  }
};

export default routes;
