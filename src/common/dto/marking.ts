/** Wire shapes of the lecturer and student journeys (api.md; beyond-spec aggregate reads documented here). */

import type { CriterionMark, MarkingComment, StudentComment } from '../contract/words';
import type { BoardInfoRow, ColumnRow, ProjectInfoRow } from './rows';

export type { Envelope } from './rows';

/** GET /course/{userId}/student */
export interface StudentCourseRow {
  Id: number;
  Name: string;
  CourseId: number;
  /** the student asked about (spec: course rows of a student carry StudentId) */
  StudentId: number;
  LectureId: number;
  SemesterId: number;
  SubjectId: number;
  SubjectName: string;
  SemesterYear: number;
  SemesterSession: string;
}

/** GET /course/{userId}/teacher */
export interface LecturerCourseRow {
  Id: number;
  Name: string;
  SemesterId: number;
  SubjectId: number;
  LectureId: number;
  SubjectName: string;
  SemesterYear: number;
  SemesterSession: string;
  SemesterStart: string;
  SemesterEnd: string;
}

/** GET /evalution/{userId}/teacher */
export interface LecturerBoardRow extends BoardInfoRow {
  lectureinboardID: number;
}

/** A project of the board with this lecturer's "marked" flag (extra field of getprojectmarked). */
export interface BoardProjectForLecturer {
  id: number;
  name: string;
  notion: string;
  CourseId: number;
  marked: boolean;
  Published: boolean;
}

/** GET /project/{lecturerInBoardId}/getprojectmarked */
export interface ProjectsMarkedResponse {
  status: number;
  result: { ProjectId: number }[];
  /** beyond the spec: the board's projects, so the board list renders from one call */
  projects: BoardProjectForLecturer[];
  BoardId: number;
  BoardName: string;
}

/** GET /score/{lecturerInBoardId}/{studentId}/{projectId} rows */
export interface LecturerScoreRow {
  StudentId: number;
  /** the spec's name of stdinprjId (the student-in-project id) */
  Id: number;
  stdinprjId: number;
  ScoreColumnId: number;
  Score: number;
  Version: number;
}

export type ScoreColumnDto = ColumnRow;

export interface MarkingProjectInfo extends ProjectInfoRow {
  BoardId: number;
  BoardName: string;
  Published: boolean;
}

export interface MarkingStudent {
  StudentId: number;
  stdinprjId: number;
  Code: string;
  Name: string;
}

export interface MarkingScore {
  stdinprjId: number;
  ScoreColumnId: number;
  Score: number;
  Version: number;
}

/** GET /marking/{lectureinboardId}/{projectId} data */
export interface MarkingView {
  lectureinboardId: number;
  project: MarkingProjectInfo;
  columns: ScoreColumnDto[];
  students: MarkingStudent[];
  scores: MarkingScore[];
  /** this lecturer has a score for every student in every column */
  marked: boolean;
  /** once published: when, by which admin (username), and each student's final score and result */
  publication: MarkingPublication | null;
  /** this seat's comments (stdinprjId 0 = on the project, columnId 0 = general) */
  comments: MarkingComment[];
}

export interface MarkingPublication {
  PublishedAt: string;
  PublishedBy: string;
  results: { StudentId: number; Score: number; Result: boolean }[];
}

export interface MarkingSaveRow {
  stdinprjId: number;
  /** column id -> score */
  scores: Record<string, number>;
  /** column id -> Version of the cell when the page loaded (0 = the cell was empty) */
  versions?: Record<string, number>;
}

/** PUT /marking/save body */
export interface MarkingSaveRequest {
  lectureinboardId: number;
  projectId: number;
  rows: MarkingSaveRow[];
  /** comments saved with the marks, in the same transaction (optional) */
  comments?: { stdinprjId: number; columnId: number; text: string; version: number }[];
}

/** PUT /marking/save data: the cells after saving */
export interface MarkingSaveResult {
  inserted: number;
  updated: number;
  scores: MarkingScore[];
  /** this seat's comments after the save, when the save carried comments */
  comments?: MarkingComment[];
}

/** POST /score/get */
export interface StudentScoreResponse {
  status: number;
  message?: string;
  data?: { score: number; status: boolean };
}

/** GET /score/explain/{courseId} data (only once published, only the caller's own marks) */
export interface ScoreExplanation {
  CourseId: number;
  CourseName: string;
  ProjectId: number;
  ProjectName: string;
  BoardName: string;
  columns: ScoreColumnDto[];
  /** one weighted total per lecturer of the board (lecturers are not named) */
  lecturerTotals: number[];
  /** the mean of the lecturer totals, rounded half up to 2 decimals */
  score: number;
  passMark: number;
  pass: boolean;
  publishedAt: string;
  /** per score column, the board's mean of its lecturers' marks */
  criteria: CriterionMark[];
  /** the lecturers' comments addressed to the student (general: columnId 0) */
  comments: StudentComment[];
}

/** GET /score/{courseId}/course rows */
export interface CourseResultRow {
  StudentId: number;
  Code: string;
  Name: string;
  ProjectId: number | null;
  ProjectName: string | null;
  Score: number | null;
  Result: boolean | null;
}
