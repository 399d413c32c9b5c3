import type { StudentRow } from '../../common/dto/admin';
import type { StudentRow as StudentCandidateRow } from '../../common/dto/details';
import type { StudentAddInput, StudentEditInput } from '../../common/validation/people';
import { baseApi, type Envelope } from './baseApi';
import { crudEndpoints } from './crud';
import { showsTags } from './tags';

export type { StudentRow };

/** One row of an import file, as sent to POST /student/import. */
export type StudentImportRow = StudentAddInput;

const crud = crudEndpoints<StudentRow, StudentAddInput, StudentEditInput>({
  type: 'Student',
  path: '/student',
  sortComparer: (a, b) => a.Code.localeCompare(b.Code),
});
export const studentAdapter = crud.adapter;
export const studentSelectors = crud.selectors;

export const studentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStudents: crud.list(build),
    addStudent: crud.add(build),
    editStudent: crud.edit(build),
    deleteStudent: crud.remove(build),
    importStudents: crud.importRows(build),
    bulkDeleteStudents: crud.bulkRemove(build),
    /** GET /student/{courseId}/getstdnotincour ({status: 200, data}): the candidates of a course's "Add student" modal. */
    getStudentsNotInCourse: build.query<StudentCandidateRow[], number>({
      query: (courseId) => `/student/${courseId}/getstdnotincour`,
      transformResponse: (answer: Envelope<StudentCandidateRow[]>) => answer.data ?? [],
      providesTags: (result) => showsTags(['Student', 'StudentInCourse'], { type: 'Student', ids: result?.map((s) => s.Id) }),
    }),
  }),
});

export const {
  useGetStudentsQuery,
  useAddStudentMutation,
  useEditStudentMutation,
  useDeleteStudentMutation,
  useImportStudentsMutation,
  useBulkDeleteStudentsMutation,
  useGetStudentsNotInCourseQuery,
} = studentApi;
