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

/** Excel imports (beyond the spec): POST /import/{kind}.xlsx {file: base64}, all or nothing. */
export const xlsxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importStudentsXlsx: importOf(build, 'students', 'importStudentsXlsx'),
    importLecturersXlsx: importOf(build, 'lecturers', 'importLecturersXlsx'),
    importCoursesXlsx: importOf(build, 'courses', 'importCoursesXlsx'),
    importProjectsXlsx: importOf(build, 'projects', 'importProjectsXlsx'),
    importScheduleXlsx: build.mutation<ScheduleXlsxImported, { semesterId: number; file: string }>({
      queryFn: envelopeCall((body: { semesterId: number; file: string }) => ({ url: '/import/schedule.xlsx', method: 'POST', body })),
      invalidatesTags: invalidates('importScheduleXlsx'),
    }),
  }),
});

export const { useImportStudentsXlsxMutation, useImportLecturersXlsxMutation, useImportCoursesXlsxMutation, useImportProjectsXlsxMutation, useImportScheduleXlsxMutation } = xlsxApi;
