/**
 * Rows in the shapes clients written against spec section 7 read (api.md "Shapes existing clients read"):
 * each carries the spec's own spelling next to the PascalCase fields our SPA reads.
 */
import type { TimingStatus } from '../timing';
import type { BoardRow, SemesterRow, TemplateRow } from './admin';
import type { StudentRow as CourseStudentBase } from './details';
import type { ProjectRow } from './admin';
import type { LecturerRow } from './rows';

/** GET /semester/getall, /semester/{id}: the semester's timing status today (spec section 4). */
export interface SemesterListRow extends SemesterRow {
  Status: TimingStatus;
}

/** The spec's bit-like value: `{type: 'Buffer', data: [1]}`, first element shown. */
export interface BitValue {
  type: 'Buffer';
  data: number[];
}

/** GET /template/getall, /template/{id}: Status as the spec's bit-like value. */
export interface TemplateListRow extends Omit<TemplateRow, 'Status'> {
  Status: BitValue;
}

/** GET /student/getall: the spec's lower-case names only, each field once (the SPA reads students paged). */
export interface StudentListRow {
  id: number;
  code: string;
  name: string;
  birthday: string | null;
  address: string | null;
}

/** GET /student/{courseId}/course. */
export interface CourseStudentRow extends CourseStudentBase {
  code: string;
  name: string;
  birthday: string | null;
  address: string | null;
}

/** GET /teacher/getall. */
export interface LecturerListRow extends LecturerRow {
  id: number;
  name: string;
  birthday: string | null;
  phonenumber: string;
  address: string | null;
}

/** GET /project/{courseId}/projectincourses. */
export interface CourseProjectRow extends ProjectRow {
  prjId: number;
  notion: string;
}

/** GET /evalution/{projectId}/getbyproject (in {status: 201, data}). */
export interface ProjectBoardRow extends BoardRow {
  EvaluationBoardId: number;
}
