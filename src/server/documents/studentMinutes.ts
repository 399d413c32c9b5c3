import { formatDate, formatScore } from '../../common/format';
import type { Language } from '../../common/languages';
import type { StudentMinutes } from '../domain/reads/minutes';
import { boardHead, keepTogether, lecturerList } from './minutes';
import { printRecord, recordHeight, roleLabel, signatures, signaturesHeight } from './minutesWords';
import { contentWidth, fields, finish, heading, MARGIN, newPdf, table } from './pdf';
import { DOCUMENT_TEXTS } from './texts';

/**
 * A student's copy of its project's minutes: the board's head, its lecturers with their roles, the project, the
 * student's own published final and result, the board's decision with the required revisions and their deadline, and
 * the signature lines. Nothing of another student, no lecturer's marks (the board's own copy: minutes.ts).
 */
export function studentMinutesPdf(m: StudentMinutes, language: Language): Promise<Buffer> {
  const T = DOCUMENT_TEXTS[language];
  const doc = newPdf(`${T.minutesTitle} (${T.studentCopy}) — ${m.project.Name}`, language);
  boardHead(doc, m.details, language, T.studentCopy);
  lecturerList(doc, m.details.lecturers, m.roles, language);
  doc.moveDown(0.5);
  heading(doc, `${T.project}: ${m.project.Name}`, 12, 'left');
  fields(doc, [
    [T.course, m.project.CourseName],
    [T.publishedOn, formatDate(m.student.PublishedAt, language)],
  ]);
  doc.moveDown(0.3);
  heading(doc, T.yourResult, 10, 'left');
  table(
    doc,
    [T.code, T.student, T.finalScore, T.result],
    [[m.student.Code, m.student.Name, formatScore(m.student.Score, language), m.student.Result ? T.passed : T.failed]],
    [0.2, 0.4, 0.2, 0.2],
  );
  const signers = m.details.lecturers.map((l, i) => ({ name: l.Name, role: roleLabel(m.roles[i], language) }));
  keepTogether(doc, recordHeight(doc, m.minutes, language, false) + signaturesHeight(signers.length));
  printRecord(doc, m.minutes, language, false);
  signatures(doc, signers, T);
  doc.font('body').fontSize(8).text(T.studentMinutesNote, MARGIN, doc.y, { width: contentWidth(doc) });
  return finish(doc, language);
}
