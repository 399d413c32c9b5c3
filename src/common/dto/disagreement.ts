/**
 * GET /board/{boardId}/disagreements: per project of the board, the students whose lecturers'
 * totals differ by more than the board's threshold. Points (not hundredths) on the wire, as every score.
 * Admin and the board's lecturers only: a student never sees lecturers' names.
 */
export interface DisagreementTotal {
  LectureInBoardId: number;
  TeacherName: string;
  /** this lecturer's weighted total, rounded to 2 decimals */
  Total: number;
}

export interface DisagreementStudent {
  StudentId: number;
  stdinprjId: number;
  Code: string;
  Name: string;
  /** the largest gap between two lecturers' totals (points, 2 decimals) */
  Gap: number;
  /** every complete lecturer total, lowest first */
  Totals: DisagreementTotal[];
}

export interface DisagreementProject {
  ProjectId: number;
  ProjectName: string;
  Published: boolean;
  /** only the students above the threshold; empty when the lecturers agree */
  Students: DisagreementStudent[];
}

export interface BoardDisagreements {
  BoardId: number;
  /** points (2 = 2.00) */
  Threshold: number;
  Projects: DisagreementProject[];
}
