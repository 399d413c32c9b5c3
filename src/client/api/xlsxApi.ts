import type { ScheduleXlsxImported, XlsxImported } from '../../common/contract/imports';
import { XLSX_MEDIA_TYPE } from '../../common/mediaTypes';
import { baseApi, type ApiBuilder } from './baseApi';
import { envelopeCall } from './innerStatus';
import { invalidates } from './tagRules';

/** An .xlsx import's answer: {count} when written, else refused with {errors: [{row, field, message, cell}]}. */
export type XlsxImportAnswer = XlsxImported;

/**
 * The workbook sent as its own bytes (its type says so; the options in the query string): nothing to encode here or
 * to decode on the server, and a third smaller than base64 in JSON.
 */
const upload = (kind: string, file: Blob, options: Record<string, string> = {}) => {
  const query = new URLSearchParams(options).toString();
  return { url: `/import/${kind}.xlsx${query ? `?${query}` : ''}`, method: 'POST', body: file, headers: { 'content-type': XLSX_MEDIA_TYPE } };
};

/** The schedule's import: the term's id beside the file. */
type ScheduleUpload = { semesterId: number; file: Blob };

const importOf = (build: ApiBuilder, kind: string, name: string) =>
  build.mutation<XlsxImportAnswer, Blob>({
    queryFn: envelopeCall((file: Blob) => upload(kind, file)),
    invalidatesTags: invalidates(name),
  });

/** An import checked without writing (dryRun): the count it would add and its first rows; nothing changes, so its line in rowChanges.ts is empty. */
const checkOf = (build: ApiBuilder, kind: string, name: string) =>
  build.mutation<XlsxImportAnswer, Blob>({
    queryFn: envelopeCall((file: Blob) => upload(kind, file, { dryRun: 'true' })),
    invalidatesTags: invalidates(name),
  });

/** Excel imports (beyond the spec): POST /import/{kind}.xlsx with the workbook, all or nothing. */
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
    importScheduleXlsx: build.mutation<ScheduleXlsxImported, ScheduleUpload>({
      queryFn: envelopeCall(({ semesterId, file }: ScheduleUpload) => upload('schedule', file, { semesterId: String(semesterId) })),
      invalidatesTags: invalidates('importScheduleXlsx'),
    }),
    // the term's schedule checked without writing: also the boards and slots the import would save
    checkScheduleXlsx: build.mutation<ScheduleXlsxImported, ScheduleUpload>({
      queryFn: envelopeCall(({ semesterId, file }: ScheduleUpload) => upload('schedule', file, { semesterId: String(semesterId), dryRun: 'true' })),
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
