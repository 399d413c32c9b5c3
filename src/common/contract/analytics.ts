import type { Static } from '@sinclair/typebox';
import { bool, int, list, nInt, nNum, nStr, num, row, str } from './kit';

/**
 * Analytics of a board and of a term (beyond the spec). Scores in points on the wire (2 decimals), leniency in
 * points (3 decimals), rates as fractions (0..1). Every chart of the screens draws one of these arrays and shows
 * it again as a table. Limits: common/analytics.ts.
 */

/** One bar of a histogram of scores: [From, To) points, the last bar [9, 10] closed. */
export const ScoreBin = row({ From: num, To: num, Count: int });
export type ScoreBin = Static<typeof ScoreBin>;

/** Percent: the column's weight, a fraction (0.3 = 30 %); Marks: every mark of the column by every lecturer of the board; Mean null when none. */
export const BoardColumnStats = row({ ColumnId: int, Name: str, Percent: num, Marks: int, Mean: nNum, Bins: list(ScoreBin) });
export type BoardColumnStats = Static<typeof BoardColumnStats>;

/**
 * How far one lecturer's totals sit from the board's mean on the same students. Leniency: mean of (this lecturer's
 * total - the mean of all complete totals) over the students it rests on, null when none; Count: students with this
 * lecturer's complete total and at least one other lecturer's.
 */
export const LecturerLeniency = row({ LectureInBoardId: int, TeacherId: int, Name: str, Leniency: nNum, Count: int });
export type LecturerLeniency = Static<typeof LecturerLeniency>;

/**
 * Final: the final score every complete total gives (mean, rounded half up), null until every lecturer has marked;
 * Gap: the largest gap between two lecturers' complete totals.
 */
export const BoardStudentSpread = row({
  StudentId: int, Code: str, Name: str, ProjectName: str, Final: nNum, Gap: num, Totals: list(row({ LectureInBoardId: int, Total: num })),
});
export type BoardStudentSpread = Static<typeof BoardStudentSpread>;

/**
 * PassMark in points (the one the board's results were published with, once any is); Finals: students with a final
 * score (every lecturer marked); Disagreements: the students whose lecturers disagree most, largest gap first (at
 * most 10). Projects: the board's projects; PublishedProjects: those published — fewer means the figures are
 * provisional (they may change until every project is published).
 */
export const BoardAnalytics = row({
  BoardId: int,
  BoardName: str,
  PassMark: num,
  Finals: int,
  Students: int,
  Passed: int,
  FinalBins: list(ScoreBin),
  Columns: list(BoardColumnStats),
  Lecturers: list(LecturerLeniency),
  Disagreements: list(BoardStudentSpread),
  Projects: int,
  PublishedProjects: int,
});
export type BoardAnalytics = Static<typeof BoardAnalytics>;

/** A group's published results (a subject, a course or a semester): PassRate = Passed / Students (0 when none); Mean null when none. */
export const PassRateRow = row({ Id: int, Name: str, Students: int, Passed: int, PassRate: num, Mean: nNum });
export type PassRateRow = Static<typeof PassRateRow>;

export const CriterionMeanRow = row({ TemplateId: int, TemplateName: str, ColumnId: int, ColumnName: str, Percent: num, Boards: int, Marks: int, Mean: nNum });
export type CriterionMeanRow = Static<typeof CriterionMeanRow>;

/** Low, High: the 95 % confidence interval of the mean difference (normal approximation); equal to Leniency when Count < 2. */
export const TermLecturerRow = row({ TeacherId: int, Name: str, Boards: int, Count: int, Leniency: num, Low: num, High: num });
export type TermLecturerRow = Static<typeof TermLecturerRow>;

/** Semesters: every semester (the subject filter applies), oldest first; Lecturers: most lenient first. */
export const TermAnalytics = row({
  SemesterId: int,
  SubjectId: nInt,
  Students: int,
  Passed: int,
  Bins: list(ScoreBin),
  Subjects: list(PassRateRow),
  Courses: list(PassRateRow),
  Semesters: list(PassRateRow),
  Criteria: list(CriterionMeanRow),
  Lecturers: list(TermLecturerRow),
});
export type TermAnalytics = Static<typeof TermAnalytics>;

/**
 * The students behind one bar (published results), at most DRILL_MAX. BoardId, BoardName: the board the project was
 * defended before (the first when several), null when none: the next drill-down.
 */
export const DrillRow = row({
  StudentId: int, Code: str, Name: str, CourseName: str, ProjectName: str, Score: num, Passed: bool, BoardId: nInt, BoardName: nStr,
});
export type DrillRow = Static<typeof DrillRow>;
export const DrillRows = list(DrillRow);
