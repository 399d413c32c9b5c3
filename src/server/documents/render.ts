import type { CourseResultRow } from '../../common/contract/marking';
import type { CourseInfoRow } from '../../common/contract/rows';
import type { Language } from '../../common/languages';
import type { BoardMinutes, StudentMinutes } from '../domain/reads/minutes';
import type { TranscriptRow } from '../domain/reads/reports';
import { minutesPdf } from './minutes';
import { studentMinutesPdf } from './studentMinutes';
import { gradeReportPdf, transcriptPdf } from './reports';
import { xlsxBuffer, type XlsxSheet } from './xlsx/writer';

/**
 * What a document worker draws: plain data read by the main thread (rows, no database handle, nothing that cannot
 * cross a thread: a sheet's rows are an array here), the language, and which document.
 */
export type DocumentTask =
  | { kind: 'minutes'; language: Language; minutes: BoardMinutes }
  | { kind: 'studentMinutes'; language: Language; minutes: StudentMinutes }
  | { kind: 'gradeReport'; language: Language; course: CourseInfoRow; results: CourseResultRow[] }
  | { kind: 'transcript'; language: Language; student: { Code: string; Name: string }; rows: TranscriptRow[] }
  | { kind: 'xlsx'; sheets: (Omit<XlsxSheet, 'rows'> & { rows: XlsxSheet['rows'] & unknown[] })[] };

/** The document's bytes. Runs in a worker thread (documents/worker.ts); tests may call it directly. */
export function renderDocument(task: DocumentTask): Promise<Buffer> {
  switch (task.kind) {
    case 'minutes':
      return minutesPdf(task.minutes, task.language);
    case 'studentMinutes':
      return studentMinutesPdf(task.minutes, task.language);
    case 'gradeReport':
      return gradeReportPdf(task.course, task.results, task.language);
    case 'transcript':
      return transcriptPdf(task.student, task.rows, task.language);
    case 'xlsx':
      return xlsxBuffer(task.sheets);
  }
}
