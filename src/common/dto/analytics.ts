/**
 * Analytics of a board and of a term (beyond the spec). Scores in points on the wire (2 decimals), leniency in
 * points (3 decimals), rates as fractions (0..1). Every chart of the screens draws one of these arrays and shows
 * it again as a table.
 */

/** One bar of a histogram of scores: [From, To) points, the last bar [9, 10] closed. */
export interface ScoreBin {
  From: number;
  To: number;
  Count: number;
}

export interface BoardColumnStats {
  ColumnId: number;
  Name: string;
  /** the column's weight, a fraction (0.3 = 30 %) */
  Percent: number;
  /** every mark of the column by every lecturer of the board */
  Marks: number;
  /** null when the column has no mark */
  Mean: number | null;
  Bins: ScoreBin[];
}

/** How far one lecturer's totals sit from the board's mean on the same students. */
export interface LecturerLeniency {
  LectureInBoardId: number;
  TeacherId: number;
  Name: string;
  /** mean of (this lecturer's total - the mean of all complete totals) over the students it rests on; null when none */
  Leniency: number | null;
  /** students with this lecturer's complete total and at least one other lecturer's */
  Count: number;
}

export interface BoardStudentSpread {
  StudentId: number;
  Code: string;
  Name: string;
  ProjectName: string;
  /** the final score every complete total gives (mean, rounded half up); null until every lecturer has marked */
  Final: number | null;
  /** largest gap between two lecturers' complete totals */
  Gap: number;
  Totals: { LectureInBoardId: number; Total: number }[];
}

export interface BoardAnalytics {
  BoardId: number;
  BoardName: string;
  /** the pass mark in points */
  PassMark: number;
  /** students with a final score (every lecturer marked) */
  Finals: number;
  Students: number;
  Passed: number;
  FinalBins: ScoreBin[];
  Columns: BoardColumnStats[];
  Lecturers: LecturerLeniency[];
  /** the students whose lecturers disagree most, largest gap first (at most 10) */
  Disagreements: BoardStudentSpread[];
}

/** A group's published results: a subject, a course or a semester. */
export interface PassRateRow {
  Id: number;
  Name: string;
  Students: number;
  Passed: number;
  /** Passed / Students, 0 when none */
  PassRate: number;
  /** mean final score; null when none */
  Mean: number | null;
}

export interface CriterionMeanRow {
  TemplateId: number;
  TemplateName: string;
  ColumnId: number;
  ColumnName: string;
  Percent: number;
  Boards: number;
  Marks: number;
  Mean: number | null;
}

export interface TermLecturerRow {
  TeacherId: number;
  Name: string;
  Boards: number;
  Count: number;
  Leniency: number;
  /** 95 % confidence interval of the mean difference (normal approximation); equal to Leniency when Count < 2 */
  Low: number;
  High: number;
}

export interface TermAnalytics {
  SemesterId: number;
  SubjectId: number | null;
  Students: number;
  Passed: number;
  Bins: ScoreBin[];
  Subjects: PassRateRow[];
  Courses: PassRateRow[];
  /** every semester (the subject filter applies), oldest first */
  Semesters: PassRateRow[];
  Criteria: CriterionMeanRow[];
  /** most lenient first */
  Lecturers: TermLecturerRow[];
}

/** The students behind one bar (published results), at most DRILL_MAX. */
export interface DrillRow {
  StudentId: number;
  Code: string;
  Name: string;
  CourseName: string;
  ProjectName: string;
  Score: number;
  Passed: boolean;
  /** the board the project was defended before (the first when several), null when none: the next drill-down */
  BoardId: number | null;
  BoardName: string | null;
}

export const DRILL_MAX = 1000;
/** Ten bars of one point each; the last holds 10. */
export const SCORE_BIN_COUNT = 10;
