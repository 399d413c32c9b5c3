import type { LecturerRow } from '../../common/contract/admin';
import type { LecturerAddInput, LecturerEditInput } from '../../common/validation/people';
import { baseApi } from './baseApi';
import { provides } from './tagRules';
import { crudEndpoints } from './crud';

export type { LecturerRow };

/** One row of an import file, as sent to POST /teacher/import. */
export type TeacherImportRow = LecturerAddInput;

const crud = crudEndpoints<LecturerRow, LecturerAddInput, LecturerEditInput>({ path: '/teacher' });

export const teacherApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...crud.calls(build, 'Teacher', 'Teachers'),
    importTeachers: crud.importRows(build, 'importTeachers'),
    bulkDeleteTeachers: crud.bulkRemove(build, 'bulkDeleteTeachers'),
    /** GET /teacher/{boardId}/notinboard: the candidates of a board's "Add lecturer" modal. */
    getLecturersNotInBoard: build.query<LecturerRow[], number>({
      query: (boardId) => `/teacher/${boardId}/notinboard`,
      providesTags: provides('getLecturersNotInBoard'),
    }),
  }),
});

/** The getTeachers list's rows, read from the store (memoised; bound once). */
export const teacherSelectors = crud.bind(teacherApi.endpoints.getTeachers.select());

export const {
  useGetTeachersQuery,
  useAddTeacherMutation,
  useEditTeacherMutation,
  useDeleteTeacherMutation,
  useImportTeachersMutation,
  useBulkDeleteTeachersMutation,
  useGetLecturersNotInBoardQuery,
} = teacherApi;
