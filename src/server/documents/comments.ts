import { stringify } from 'csv-stringify/sync';
import { defuseFormula } from '../../common/csvSafety';
import type { BoardMinutesView } from '../../common/contract/words';
import type { Language } from '../../common/languages';
import { DOCUMENT_TEXTS } from './texts';

/**
 * Every comment of a board as CSV (UTF-8 with a byte order mark): one line per comment, line breaks kept inside the
 * quoted cell, texts a spreadsheet would run as formulas defused (common/csvSafety.ts).
 */
export function boardCommentsCsv(view: BoardMinutesView, language: Language): string {
  const T = DOCUMENT_TEXTS[language];
  const lines: string[][] = [[T.project, T.lecturer, T.code, T.student, T.criterion, T.comment]];
  for (const p of view.projects) {
    for (const c of p.comments) {
      lines.push([p.Name, c.LecturerName, c.StudentCode ?? '', c.StudentName ?? '', c.StudentCode === null ? T.projectComment : (c.ColumnName ?? T.generalComment), c.Text]);
    }
  }
  return `\uFEFF${stringify(lines.map((l) => l.map(defuseFormula)), { record_delimiter: '\r\n' })}`;
}
