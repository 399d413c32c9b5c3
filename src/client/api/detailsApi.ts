import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../common/dto/details';
import { baseApi, type Envelope } from './baseApi';
import { showsTags, type Tag } from './tags';

/**
 * The aggregate reads of the detail pages (GET /details/{kind}/{id}, one call per page). Each provides the LIST tag
 * of every kind of row it shows (tags.ts), so any write of those rows, in any resource module, refreshes it.
 */
const unwrap = <T>(r: Envelope<T>) => r.data as T;
const page = (kind: string, id: number): Tag => ({ type: 'Details', id: `${kind}-${id}` });

export const detailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardDetails: build.query<BoardDetails, number>({
      query: (id) => `/details/board/${id}`,
      transformResponse: unwrap<BoardDetails>,
      providesTags: (_result, _e, id) => [
        page('board', id),
        { type: 'Board', id },
        ...showsTags(['Board', 'Semester', 'Subject', 'Template', 'ScoreColumn', 'Teacher', 'LectureInBoard', 'Project', 'Course', 'ProjectInBoard', 'StudentInProject', 'Score', 'Published']),
      ],
    }),
    getCourseDetails: build.query<CourseDetails, number>({
      query: (id) => `/details/course/${id}`,
      transformResponse: unwrap<CourseDetails>,
      providesTags: (_result, _e, id) => [
        page('course', id),
        { type: 'Course', id },
        ...showsTags(['Course', 'Subject', 'Semester', 'Teacher', 'Project', 'Board', 'Published', 'Student', 'StudentInCourse', 'StudentInProject']),
      ],
    }),
    getProjectDetails: build.query<ProjectDetails, number>({
      query: (id) => `/details/project/${id}`,
      transformResponse: unwrap<ProjectDetails>,
      providesTags: (_result, _e, id) => [
        page('project', id),
        { type: 'Project', id },
        ...showsTags(['Project', 'Course', 'Semester', 'Subject', 'Board', 'ProjectInBoard', 'LectureInBoard', 'Student', 'StudentInCourse', 'StudentInProject', 'Score', 'Published']),
      ],
    }),
    getSubjectDetails: build.query<SubjectDetails, number>({
      query: (id) => `/details/subject/${id}`,
      transformResponse: unwrap<SubjectDetails>,
      providesTags: (_result, _e, id) => [page('subject', id), { type: 'Subject', id }, ...showsTags(['Subject', 'Course', 'Semester', 'Teacher'])],
    }),
    getTemplateDetails: build.query<TemplateDetails, number>({
      query: (id) => `/details/template/${id}`,
      transformResponse: unwrap<TemplateDetails>,
      providesTags: (_result, _e, id) => [page('template', id), { type: 'Template', id }, ...showsTags(['Template', 'Subject', 'ScoreColumn', 'Board', 'Score'])],
    }),
  }),
});

export const { useGetBoardDetailsQuery, useGetCourseDetailsQuery, useGetProjectDetailsQuery, useGetSubjectDetailsQuery, useGetTemplateDetailsQuery } = detailsApi;
