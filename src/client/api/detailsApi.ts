import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../common/contract/details';
import { baseApi, type Envelope } from './baseApi';
import { provides } from './tagRules';

/**
 * The aggregate reads of the detail pages (GET /details/{kind}/{id}, one call per page). Each provides the page's
 * own row tag, the rows it names and the kinds it shows (rowKinds.ts), so a write of those rows, in any resource
 * module, refreshes it.
 */
const unwrap = <T>(r: Envelope<T>) => r.data as T;

export const detailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardDetails: build.query<BoardDetails, number>({
      query: (id) => `/details/board/${id}`,
      transformResponse: unwrap<BoardDetails>,
      providesTags: provides('getBoardDetails'),
    }),
    getCourseDetails: build.query<CourseDetails, number>({
      query: (id) => `/details/course/${id}`,
      transformResponse: unwrap<CourseDetails>,
      providesTags: provides('getCourseDetails'),
    }),
    getProjectDetails: build.query<ProjectDetails, number>({
      query: (id) => `/details/project/${id}`,
      transformResponse: unwrap<ProjectDetails>,
      providesTags: provides('getProjectDetails'),
    }),
    getSubjectDetails: build.query<SubjectDetails, number>({
      query: (id) => `/details/subject/${id}`,
      transformResponse: unwrap<SubjectDetails>,
      providesTags: provides('getSubjectDetails'),
    }),
    getTemplateDetails: build.query<TemplateDetails, number>({
      query: (id) => `/details/template/${id}`,
      transformResponse: unwrap<TemplateDetails>,
      providesTags: provides('getTemplateDetails'),
    }),
  }),
});

export const { useGetBoardDetailsQuery, useGetCourseDetailsQuery, useGetProjectDetailsQuery, useGetSubjectDetailsQuery, useGetTemplateDetailsQuery } = detailsApi;
