import type { BoardDetails, CourseDetails, ProjectDetails, SubjectDetails, TemplateDetails } from '../../common/contract/details';
import { baseApi, type Envelope } from './baseApi';
import { showsTags, type Tag, type TagType } from './tags';

/**
 * The aggregate reads of the detail pages (GET /details/{kind}/{id}, one call per page). Each provides the LIST tag
 * of every kind of row it shows (tags.ts), so any write of those rows, in any resource module, refreshes it.
 */
const unwrap = <T>(r: Envelope<T>) => r.data as T;
const page = (kind: string, id: number): Tag => ({ type: 'Details', id: `${kind}-${id}` });
const rows = (type: TagType, ids: readonly number[] | undefined): Tag[] => (ids ?? []).map((id) => ({ type, id }));

export const detailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardDetails: build.query<BoardDetails, number>({
      query: (id) => `/details/board/${id}`,
      transformResponse: unwrap<BoardDetails>,
      providesTags: (result, _e, id) => [
        page('board', id),
        { type: 'Board', id },
        ...showsTags(['Board', 'Semester', 'Subject', 'Template', 'ScoreColumn', 'Teacher', 'LectureInBoard', 'Project', 'Course', 'ProjectInBoard', 'StudentInProject', 'Score', 'Published']),
        ...rows('Project', result?.projects.map((p) => p.Id)),
        ...rows('Teacher', result?.lecturers.map((l) => l.Id)),
      ],
    }),
    getCourseDetails: build.query<CourseDetails, number>({
      query: (id) => `/details/course/${id}`,
      transformResponse: unwrap<CourseDetails>,
      providesTags: (result, _e, id) => [
        page('course', id),
        { type: 'Course', id },
        ...showsTags(['Course', 'Subject', 'Semester', 'Teacher', 'Project', 'Board', 'Published', 'Student', 'StudentInCourse', 'StudentInProject']),
        ...rows('Project', result?.projects.map((p) => p.Id)),
        ...rows('Student', result?.students.map((st) => st.Id)),
      ],
    }),
    getProjectDetails: build.query<ProjectDetails, number>({
      query: (id) => `/details/project/${id}`,
      transformResponse: unwrap<ProjectDetails>,
      providesTags: (result, _e, id) => [
        page('project', id),
        { type: 'Project', id },
        ...showsTags(['Project', 'Course', 'Semester', 'Subject', 'Board', 'ProjectInBoard', 'LectureInBoard', 'Student', 'StudentInCourse', 'StudentInProject', 'Score', 'Published']),
        ...rows('Student', result?.students.map((st) => st.StudentId)),
      ],
    }),
    getSubjectDetails: build.query<SubjectDetails, number>({
      query: (id) => `/details/subject/${id}`,
      transformResponse: unwrap<SubjectDetails>,
      providesTags: (result, _e, id) => [
        page('subject', id),
        { type: 'Subject', id },
        // a course's projects and enrolments decide whether its Remove is offered
        ...showsTags(['Subject', 'Course', 'Semester', 'Teacher', 'Project', 'StudentInCourse']),
        ...rows('Course', result?.courses.map((c) => c.Id)),
      ],
    }),
    getTemplateDetails: build.query<TemplateDetails, number>({
      query: (id) => `/details/template/${id}`,
      transformResponse: unwrap<TemplateDetails>,
      providesTags: (result, _e, id) => [
        page('template', id),
        { type: 'Template', id },
        ...showsTags(['Template', 'Subject', 'ScoreColumn', 'Board', 'Score']),
        ...rows('ScoreColumn', result?.columns.map((c) => c.id)),
      ],
    }),
  }),
});

export const { useGetBoardDetailsQuery, useGetCourseDetailsQuery, useGetProjectDetailsQuery, useGetSubjectDetailsQuery, useGetTemplateDetailsQuery } = detailsApi;
