import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../common/dto/details';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';

/**
 * The aggregate reads of the detail pages (GET /details/{kind}/{id}, one call per page). Each provides the tags of
 * everything it shows, so any mutation of those records (here, in linksApi or in the resource slices) refreshes it.
 */
const unwrap = <T>(r: Envelope<T>) => r.data as T;

export const detailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardDetails: build.query<BoardDetails, number>({
      query: (id) => `/details/board/${id}`,
      transformResponse: unwrap<BoardDetails>,
      providesTags: (result, _e, id) => [
        { type: 'Board', id },
        { type: 'Details', id: `board-${id}` },
        { type: 'LectureInBoard', id: 'LIST' },
        { type: 'ProjectInBoard', id: 'LIST' },
        { type: 'Score', id: 'LIST' },
        { type: 'Published', id: 'LIST' },
        ...(result?.projects ?? []).map((p) => ({ type: 'Project' as const, id: p.Id })),
        ...(result?.lecturers ?? []).map((l) => ({ type: 'Teacher' as const, id: l.Id })),
      ],
    }),
    getCourseDetails: build.query<CourseDetails, number>({
      query: (id) => `/details/course/${id}`,
      transformResponse: unwrap<CourseDetails>,
      providesTags: (result, _e, id) => [
        { type: 'Course', id },
        { type: 'Details', id: `course-${id}` },
        { type: 'Project', id: 'LIST' },
        { type: 'StudentInCourse', id: 'LIST' },
        { type: 'StudentInProject', id: 'LIST' },
        ...(result?.projects ?? []).map((p) => ({ type: 'Project' as const, id: p.Id })),
        ...(result?.students ?? []).map((s) => ({ type: 'Student' as const, id: s.Id })),
      ],
    }),
    getProjectDetails: build.query<ProjectDetails, number>({
      query: (id) => `/details/project/${id}`,
      transformResponse: unwrap<ProjectDetails>,
      providesTags: (result, _e, id) => [
        { type: 'Project', id },
        { type: 'Details', id: `project-${id}` },
        { type: 'StudentInProject', id: 'LIST' },
        { type: 'StudentInCourse', id: 'LIST' },
        { type: 'Score', id: 'LIST' },
        { type: 'Published', id: 'LIST' },
        ...(result ? [{ type: 'Course' as const, id: result.project.CourseId }] : []),
        ...(result?.project.BoardId ? [{ type: 'Board' as const, id: result.project.BoardId }] : []),
      ],
    }),
    getSubjectDetails: build.query<SubjectDetails, number>({
      query: (id) => `/details/subject/${id}`,
      transformResponse: unwrap<SubjectDetails>,
      providesTags: (result, _e, id) => [
        { type: 'Subject', id },
        { type: 'Details', id: `subject-${id}` },
        { type: 'Course', id: 'LIST' },
        { type: 'Semester', id: 'LIST' },
        { type: 'Teacher', id: 'LIST' },
        ...(result?.courses ?? []).map((c) => ({ type: 'Course' as const, id: c.Id })),
      ],
    }),
    getTemplateDetails: build.query<TemplateDetails, number>({
      query: (id) => `/details/template/${id}`,
      transformResponse: unwrap<TemplateDetails>,
      providesTags: (result, _e, id) => [
        { type: 'Template', id },
        { type: 'Details', id: `template-${id}` },
        { type: 'ScoreColumn', id: `T${id}` },
        { type: 'Score', id: 'LIST' },
        ...(result?.columns ?? []).map((c) => ({ type: 'ScoreColumn' as const, id: c.id })),
      ],
    }),
    /** DELETE /scorecolumn/{id}: refused while a board using the template has a mark or when the rest would not make 100 %. */
    removeScoreColumn: build.mutation<Envelope, { id: number; templateId: number }>({
      queryFn: envelopeCall(({ id }: { id: number; templateId: number }) => ({ url: `/scorecolumn/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, { id, templateId }) =>
        error ? [] : [{ type: 'ScoreColumn', id }, { type: 'ScoreColumn', id: `T${templateId}` }, { type: 'Template', id: templateId }],
    }),
    /** Replaces every column of a template at once (PUT /scorecolumn/replace): remove one column and re-balance the rest. */
    replaceScoreColumns: build.mutation<Envelope, { templateId: number; dataColumn: { name: string; percent: number }[] }>({
      queryFn: envelopeCall((body: { templateId: number; dataColumn: { name: string; percent: number }[] }) => ({
        url: '/scorecolumn/replace',
        method: 'PUT',
        body,
      })),
      invalidatesTags: (_r, error, { templateId }) =>
        error ? [] : [{ type: 'ScoreColumn', id: 'LIST' }, { type: 'ScoreColumn', id: `T${templateId}` }, { type: 'Template', id: templateId }],
    }),
  }),
});

export const {
  useReplaceScoreColumnsMutation,
  useGetBoardDetailsQuery,
  useGetCourseDetailsQuery,
  useGetProjectDetailsQuery,
  useGetSubjectDetailsQuery,
  useGetTemplateDetailsQuery,
  useRemoveScoreColumnMutation,
} = detailsApi;
