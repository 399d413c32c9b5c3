import type { LecturerRow } from '../../common/contract/admin';
import type { LecturerAddInput, LecturerEditInput } from '../../common/validation/people';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';
import { showsTags } from './tags';

export type { LecturerRow };

/** One row of an import file, as sent to POST /teacher/import. */
export type TeacherImportRow = LecturerAddInput;

const crud = crudEndpoints<LecturerRow, LecturerAddInput, LecturerEditInput>({ type: 'Teacher', path: '/teacher' });
export const teacherAdapter = crud.adapter;
export const teacherSelectors = crud.selectors;

export const teacherApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeachers: crud.list(build),
    addTeacher: crud.add(build),
    editTeacher: crud.edit(build),
    deleteTeacher: crud.remove(build),
    importTeachers: crud.importRows(build),
    bulkDeleteTeachers: crud.bulkRemove(build),
    /** GET /teacher/{boardId}/notinboard: the candidates of a board's "Add lecturer" modal. */
    getLecturersNotInBoard: build.query<LecturerRow[], number>({
      query: (boardId) => `/teacher/${boardId}/notinboard`,
      providesTags: (result) => showsTags(['Teacher', 'LectureInBoard'], { type: 'Teacher', ids: result?.map((t) => t.Id) }),
    }),
  }),
});

export const {
  useGetTeachersQuery,
  useAddTeacherMutation,
  useEditTeacherMutation,
  useDeleteTeacherMutation,
  useImportTeachersMutation,
  useBulkDeleteTeachersMutation,
  useGetLecturersNotInBoardQuery,
} = teacherApi;
