import type { Static } from '@sinclair/typebox';
import { bool, int, list, num, row, str } from './kit';

/**
 * GET /board/{boardId}/disagreements: per project of the board, the students whose lecturers'
 * totals differ by more than the board's threshold. Points (not hundredths) on the wire, as every score.
 * Admin and the board's lecturers only: a student never sees lecturers' names.
 */

/** Total: this lecturer's weighted total, rounded to 2 decimals. */
export const DisagreementTotal = row({ LectureInBoardId: int, TeacherName: str, Total: num });
export type DisagreementTotal = Static<typeof DisagreementTotal>;

/** Gap: the largest gap between two lecturers' totals (points, 2 decimals); Totals: every complete lecturer total, lowest first. */
export const DisagreementStudent = row({ StudentId: int, stdinprjId: int, Code: str, Name: str, Gap: num, Totals: list(DisagreementTotal) });
export type DisagreementStudent = Static<typeof DisagreementStudent>;

/** Students: only those above the threshold; empty when the lecturers agree. */
export const DisagreementProject = row({ ProjectId: int, ProjectName: str, Published: bool, Students: list(DisagreementStudent) });
export type DisagreementProject = Static<typeof DisagreementProject>;

/** Threshold in points (2 = 2.00). */
export const BoardDisagreements = row({ BoardId: int, Threshold: num, Projects: list(DisagreementProject) });
export type BoardDisagreements = Static<typeof BoardDisagreements>;
