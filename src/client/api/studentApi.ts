import type { BulkOutcome, StudentFilter, StudentPage, StudentQuery, StudentRow } from '../../common/contract/admin';
import type { StudentRow as StudentCandidateRow } from '../../common/contract/details';
import type { StudentCursorFields } from '../../common/students';
import type { StudentAddInput, StudentEditInput } from '../../common/validation/people';
import { baseApi, type Envelope } from './baseApi';
import { invalidates, provides } from './tagRules';
import { crudEndpoints } from './crud';
import { envelopeCall } from './innerStatus';

export type { StudentPage, StudentQuery, StudentRow };

/** The Students grid's request: a page of the rows its search, column filter and sort keep (from the row next to it, when the grid knows it). */
export interface StudentPageArgs extends StudentQuery, StudentCursorFields {
  page: number;
  pageSize: number;
}

/** a cursor's sort key is sent even when blank: '' is the key of a row without a birthday or an address */
const KEPT_BLANK = new Set(['afterKey', 'beforeKey']);

/** The query string of a grid request (blank parts left out). */
const queryString = (args: object) =>
  new URLSearchParams(
    Object.entries(args)
      .filter(([k, v]) => v !== undefined && (v !== '' || KEPT_BLANK.has(k)))
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** One row of an import file, as sent to POST /student/import. */
export type StudentImportRow = StudentAddInput;

const crud = crudEndpoints<StudentRow, StudentAddInput, StudentEditInput>({
  path: '/student',
  sortComparer: (a, b) => a.Code.localeCompare(b.Code),
});

export const studentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...crud.calls(build, 'Student', 'Students'),
    importStudents: crud.importRows(build, 'importStudents'),
    bulkDeleteStudents: crud.bulkRemove(build, 'bulkDeleteStudents'),
    /** POST /student/bulk-delete {filter}: every student the grid's search and filter keep ("select all N matching") */
    bulkDeleteMatchingStudents: build.mutation<Envelope<BulkOutcome>, StudentFilter>({
      queryFn: envelopeCall((filter: StudentFilter) => ({ url: '/student/bulk-delete', method: 'POST', body: { filter } })),
      invalidatesTags: invalidates('bulkDeleteMatchingStudents'),
    }),
    /** GET /student/paged ({status: 200, data: {rows, total}}): one page of the Students grid (server-side paging, sorting, search, filter). */
    getStudentPage: build.query<StudentPage, StudentPageArgs>({
      query: (args) => `/student/paged?${queryString(args)}`,
      transformResponse: (answer: Envelope<StudentPage>) => answer.data ?? { rows: [], total: 0 },
      providesTags: provides('getStudentPage'),
    }),
    /** GET /student/filtered: every row the grid's search and filter keep, in its order (Export of the filtered rows); fetched afresh each time. */
    getFilteredStudents: build.query<StudentRow[], StudentQuery>({
      query: (args) => `/student/filtered?${queryString(args)}`,
      transformResponse: (answer: Envelope<StudentPage>) => answer.data?.rows ?? [],
      keepUnusedDataFor: 0,
      providesTags: provides('getFilteredStudents'),
    }),
    /** GET /student/{courseId}/getstdnotincour ({status: 200, data}): the candidates of a course's "Add student" modal. */
    getStudentsNotInCourse: build.query<StudentCandidateRow[], number>({
      query: (courseId) => `/student/${courseId}/getstdnotincour`,
      transformResponse: (answer: Envelope<StudentCandidateRow[]>) => answer.data ?? [],
      providesTags: provides('getStudentsNotInCourse'),
    }),
  }),
});

/** The getStudents list's rows, read from the store (memoised; bound once). */
export const studentSelectors = crud.bind(studentApi.endpoints.getStudents.select());

export const {
  useGetStudentsQuery,
  useAddStudentMutation,
  useEditStudentMutation,
  useDeleteStudentMutation,
  useImportStudentsMutation,
  useBulkDeleteStudentsMutation,
  useBulkDeleteMatchingStudentsMutation,
  useGetStudentsNotInCourseQuery,
  useGetStudentPageQuery,
  useLazyGetFilteredStudentsQuery,
} = studentApi;
