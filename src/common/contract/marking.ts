import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../validation/limits';
import { bool, envelope, int, list, nBool, nInt, nNum, nullable, nStr, num, opt, row, str } from './kit';
import { boardInfo, ColumnRow, projectInfo } from './rows';
import { CommentInput, CriterionMark, MarkingComment, StudentComment } from './words';

/** Wire shapes of the lecturer and student journeys (api.md; beyond-spec aggregate reads documented here). */

export type { Envelope } from './kit';

/** GET /course/{userId}/student (StudentId: the student asked about; spec: course rows of a student carry it) */
export const StudentCourseRow = row({
  Id: int, Name: str, CourseId: int, StudentId: int, LectureId: int, SemesterId: int, SubjectId: int, SubjectName: str, SemesterYear: int, SemesterSession: str,
});
export type StudentCourseRow = Static<typeof StudentCourseRow>;

/** GET /course/{userId}/teacher */
export const LecturerCourseRow = row({
  Id: int, Name: str, SemesterId: int, SubjectId: int, LectureId: int, SubjectName: str, SemesterYear: int, SemesterSession: str, SemesterStart: str, SemesterEnd: str,
});
export type LecturerCourseRow = Static<typeof LecturerCourseRow>;

/** GET /evalution/{userId}/teacher */
export const LecturerBoardRow = row({ ...boardInfo, lectureinboardID: int });
export type LecturerBoardRow = Static<typeof LecturerBoardRow>;

/** A project of the board with this lecturer's "marked" flag and its defence slot, IntendTime 'HH:MM' and ProtectTime in minutes (extra field of getprojectmarked). */
export const BoardProjectForLecturer = row({ id: int, name: str, notion: str, CourseId: int, marked: bool, Published: bool, IntendTime: str, ProtectTime: int });
export type BoardProjectForLecturer = Static<typeof BoardProjectForLecturer>;

/** GET /project/{lecturerInBoardId}/getprojectmarked; beyond the spec, `projects`: the board's projects, so the board list renders from one call. */
export const ProjectsMarkedResponse = row({
  status: int,
  result: list(row({ ProjectId: int })),
  projects: list(BoardProjectForLecturer),
  BoardId: int,
  BoardName: str,
});
export type ProjectsMarkedResponse = Static<typeof ProjectsMarkedResponse>;

/** GET /score/{lecturerInBoardId}/{studentId}/{projectId} rows (Id: the spec's name of stdinprjId, the student-in-project id) */
export const LecturerScoreRow = row({ StudentId: int, Id: int, stdinprjId: int, ScoreColumnId: int, Score: num, Version: int });
export type LecturerScoreRow = Static<typeof LecturerScoreRow>;

export const MarkingProjectInfo = row({ ...projectInfo, BoardId: int, BoardName: str, Published: bool });
export type MarkingProjectInfo = Static<typeof MarkingProjectInfo>;

export const MarkingStudent = row({ StudentId: int, stdinprjId: int, Code: str, Name: str });
export type MarkingStudent = Static<typeof MarkingStudent>;

export const MarkingScore = row({ stdinprjId: int, ScoreColumnId: int, Score: num, Version: int });
export type MarkingScore = Static<typeof MarkingScore>;

/** Once published: when, by which admin (username), and each student's final score and result. */
export const MarkingPublication = row({ PublishedAt: str, PublishedBy: str, results: list(row({ StudentId: int, Score: num, Result: bool })) });
export type MarkingPublication = Static<typeof MarkingPublication>;

/**
 * GET /marking/{lectureinboardId}/{projectId} data. marked: this lecturer has a score for every student in every
 * column; comments: this seat's (stdinprjId 0 = on the project, columnId 0 = general).
 */
export const MarkingView = row({
  lectureinboardId: int,
  project: MarkingProjectInfo,
  columns: list(ColumnRow),
  students: list(MarkingStudent),
  scores: list(MarkingScore),
  marked: bool,
  publication: nullable(MarkingPublication),
  comments: list(MarkingComment),
});
export type MarkingView = Static<typeof MarkingView>;

const COLUMN_KEY = '^[1-9][0-9]{0,9}$';
const id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** One student's row of the grid: column id -> score; versions: column id -> Version of the cell when the page loaded (0 = the cell was empty). */
export const MarkingSaveRow = Type.Object(
  {
    stdinprjId: id,
    scores: Type.Record(Type.String({ pattern: COLUMN_KEY }), Type.Number()),
    versions: opt(Type.Record(Type.String({ pattern: COLUMN_KEY }), Type.Integer({ minimum: 0, maximum: 2147483647 }))),
  },
  { additionalProperties: false },
);
export type MarkingSaveRow = Static<typeof MarkingSaveRow>;

/** PUT /marking/save body; comments: saved with the marks in the same transaction, version-checked like them (optional). */
export const MarkingSaveRequest = Type.Object(
  {
    lectureinboardId: id,
    projectId: id,
    rows: Type.Array(MarkingSaveRow, { maxItems: LIMITS.gridRows }),
    comments: opt(Type.Array(CommentInput, { maxItems: LIMITS.gridRows * 12 + 1 })),
  },
  { additionalProperties: false },
);
export type MarkingSaveRequest = Static<typeof MarkingSaveRequest>;

/** PUT /marking/save data: the cells after saving; comments: this seat's after the save, when the save carried comments. */
export const MarkingSaveResult = row({ inserted: int, updated: int, scores: list(MarkingScore), comments: opt(list(MarkingComment)) });
export type MarkingSaveResult = Static<typeof MarkingSaveResult>;

export const StudentScore = row({ score: num, status: bool });
/** POST /score/get */
export const StudentScoreResponse = envelope(StudentScore);
export type StudentScoreResponse = Static<typeof StudentScoreResponse>;

/**
 * GET /score/explain/{courseId} data (only once published, only the caller's own marks). lecturerTotals: one weighted
 * total per lecturer of the board (lecturers are not named); score: their mean, rounded half up to 2 decimals;
 * criteria: per score column, the board's mean of its lecturers' marks; comments: the lecturers' comments addressed
 * to the student (general: columnId 0).
 */
export const ScoreExplanation = row({
  CourseId: int, CourseName: str, ProjectId: int, ProjectName: str, BoardName: str, columns: list(ColumnRow),
  lecturerTotals: list(num), score: num, passMark: num, pass: bool, publishedAt: str,
  criteria: list(CriterionMark), comments: list(StudentComment),
  /** the board's minutes of the project: its decision, the required revisions and when they are due (null: not written) */
  minutes: nullable(row({ Decision: nStr, Revisions: str, RevisionsDue: nStr, UpdatedAt: str })),
});
export type ScoreExplanation = Static<typeof ScoreExplanation>;

/** GET /score/{courseId}/course rows */
export const CourseResultRow = row({ StudentId: int, Code: str, Name: str, ProjectId: nInt, ProjectName: nStr, Score: nNum, Result: nBool });
export type CourseResultRow = Static<typeof CourseResultRow>;
