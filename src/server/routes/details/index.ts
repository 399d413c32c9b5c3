import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import { boardDetails, courseDetails, projectDetails, subjectDetails, templateDetails } from '../../domain/reads/details';
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
  const options = (summary: string) => ({ config: { access: ['admin'] as const }, schema: { summary, params: S.params('id') } });
  const pages = {
    board: [boardDetails, 'Everything the board details page shows'],
    course: [courseDetails, 'Everything the course details page shows'],
    project: [projectDetails, 'Everything the project details page shows'],
    subject: [subjectDetails, 'Everything the subject details page shows'],
    template: [templateDetails, 'Everything the template details page shows'],
  } as const;
  for (const [page, [read, summary]] of Object.entries(pages)) {
    app.get<{ Params: { id: number } }>(`/details/${page}/:id`, options(summary), async (request) => ({
      status: 200,
      data: await read(app.db, request.params.id),
    }));
  }
};

export default routes;
