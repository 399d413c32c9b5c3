import type { TSchema } from '@sinclair/typebox';
import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boardDetails, courseDetails, projectDetails, subjectDetails, templateDetails } from '../../domain/reads/details';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * Aggregate reads beyond the spec (api.md convention 6): each detail page renders from one call.
 * All admin only; each answers {status: 200, data} (shapes: src/common/contract/details.ts); unknown id: 404.
 * GET /details/board/{id}    board + semester/subject/template names + lecturers (with LectureInBoardId) + projects
 *                            with overview, published flag and the completion tracker + terminated flag + columns
 * GET /details/course/{id}   course + names + projects + students
 * GET /details/project/{id}  project + course/semester/subject/board + overview + published + graded + students
 *                            (with published results) + students of the course without a project
 * GET /details/subject/{id}  subject + its courses + the Add Course modal's semester and lecturer options
 * GET /details/template/{id} template + subject name + columns {id, name, percent} + locked flag
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const options = <T extends TSchema>(summary: string, data: T) => ({
    config: { access: ['admin'] as const },
    schema: { summary, params: S.params('id'), response: ok(R.envelopeOf(data)) },
  });
  const answer = <T>(data: T) => ({ status: 200, data });
  app.get('/details/board/:id', options('Everything the board details page shows', R.BoardDetails), async (request) => answer(await boardDetails(app.db, request.params.id)));
  app.get('/details/course/:id', options('Everything the course details page shows', R.CourseDetails), async (request) => answer(await courseDetails(app.db, request.params.id)));
  app.get('/details/project/:id', options('Everything the project details page shows', R.ProjectDetails), async (request) => answer(await projectDetails(app.db, request.params.id)));
  app.get('/details/subject/:id', options('Everything the subject details page shows', R.SubjectDetails), async (request) => answer(await subjectDetails(app.db, request.params.id)));
  app.get('/details/template/:id', options('Everything the template details page shows', R.TemplateDetails), async (request) => answer(await templateDetails(app.db, request.params.id)));
};

export default routes;
