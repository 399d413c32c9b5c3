import type { ScheduleXlsxImported, XlsxImported } from '../../common/contract/imports';
import { baseApi, type ApiBuilder } from './baseApi';
import { envelopeCall } from './innerStatus';
import { invalidates } from './tagRules';

/** An .xlsx import's answer: {count} when written, else refused with {errors: [{row, field, message, cell}]}. */
export type XlsxImportAnswer = XlsxImported;

/** The workbook's bytes as base64 (the import's JSON body), in slices so a large file does not overflow the stack. */
export function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
}

const importOf = (build: ApiBuilder, kind: string, name: string) =>
  build.mutation<XlsxImportAnswer, string>({
    queryFn: envelopeCall((file: string) => ({ url: `/import/${kind}.xlsx`, method: 'POST', body: { file } })),
    invalidatesTags: invalidates(name),
  });

/** An import checked without writing (dryRun): the count it would add and its first rows; nothing changes, so its line in rowChanges.ts is empty. */
const checkOf = (build: ApiBuilder, kind: string, name: string) =>
  build.mutation<XlsxImportAnswer, string>({
    queryFn: envelopeCall((file: string) => ({ url: `/import/${kind}.xlsx`, method: 'POST', body: { file, dryRun: true } })),
    invalidatesTags: invalidates(name),
  });

/** Excel imports (beyond the spec): POST /import/{kind}.xlsx {file: base64}, all or nothing. */
export const xlsxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importStudentsXlsx: importOf(build, 'students', 'importStudentsXlsx'),
    checkStudentsXlsx: checkOf(build, 'students', 'checkStudentsXlsx'),
    checkLecturersXlsx: checkOf(build, 'lecturers', 'checkLecturersXlsx'),
    importLecturersXlsx: importOf(build, 'lecturers', 'importLecturersXlsx'),
    importCoursesXlsx: importOf(build, 'courses', 'importCoursesXlsx'),
    checkCoursesXlsx: checkOf(build, 'courses', 'checkCoursesXlsx'),
    importProjectsXlsx: importOf(build, 'projects', 'importProjectsXlsx'),
    checkProjectsXlsx: checkOf(build, 'projects', 'checkProjectsXlsx'),
    importScheduleXlsx: build.mutation<ScheduleXlsxImported, { semesterId: number; file: string }>({
      queryFn: envelopeCall((body: { semesterId: number; file: string }) => ({ url: '/import/schedule.xlsx', method: 'POST', body })),
      invalidatesTags: invalidates('importScheduleXlsx'),
    }),
    // the term's schedule checked without writing: also the boards and slots the import would save
    checkScheduleXlsx: build.mutation<ScheduleXlsxImported, { semesterId: number; file: string }>({
      queryFn: envelopeCall((body: { semesterId: number; file: string }) => ({ url: '/import/schedule.xlsx', method: 'POST', body: { ...body, dryRun: true } })),
      invalidatesTags: invalidates('checkScheduleXlsx'),
    }),
  }),
});

export const {
  useCheckStudentsXlsxMutation,
  useCheckLecturersXlsxMutation,
  useCheckCoursesXlsxMutation,
  useCheckProjectsXlsxMutation,
  useCheckScheduleXlsxMutation,
  useImportStudentsXlsxMutation,
  useImportLecturersXlsxMutation,
  useImportCoursesXlsxMutation,
  useImportProjectsXlsxMutation,
  useImportScheduleXlsxMutation,
} = xlsxApi;
