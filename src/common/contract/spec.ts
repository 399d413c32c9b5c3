import { Type, type Static } from '@sinclair/typebox';
import { int, list, nStr, opt, row, str } from './kit';
import { projectRow, templateInfo } from './admin';
import { studentOfCourse } from './details';
import { boardInfo } from './rows';

/**
 * Rows in the shapes clients written against spec section 7 read (api.md "Shapes existing clients read"):
 * each carries the spec's own spelling next to the PascalCase fields our SPA reads.
 */

/** GET /semester/getall, /semester/{id}: the semester's timing status today (spec section 4, common/timing.ts). */
export const SemesterListRow = row({
  Id: int, Year: int, Session: str, StartTime: str, EndTime: str,
  Status: Type.Union([Type.Literal('Future'), Type.Literal('On going'), Type.Literal('Past')]),
});
export type SemesterListRow = Static<typeof SemesterListRow>;

/** The spec's bit-like value: `{type: 'Buffer', data: [1]}`, first element shown. */
export const BitValue = row({ type: Type.Literal('Buffer'), data: list(int) });
export type BitValue = Static<typeof BitValue>;

/** GET /template/getall, /template/{id}: Status as the spec's bit-like value. */
export const TemplateListRow = row({ ...templateInfo, Status: BitValue });
export type TemplateListRow = Static<typeof TemplateListRow>;

/** GET /student/getall: the spec's lower-case names only, each field once (the SPA reads students paged). */
export const StudentListRow = row({ id: int, code: str, name: str, birthday: nStr, address: nStr });
export type StudentListRow = Static<typeof StudentListRow>;

/** GET /student/{courseId}/course. */
export const CourseStudentRow = row({ ...studentOfCourse, code: str, name: str, birthday: nStr, address: nStr });
export type CourseStudentRow = Static<typeof CourseStudentRow>;

/** GET /teacher/getall. */
export const LecturerListRow = row({
  Id: int, Name: str, PhoneNumber: str, BirthDay: nStr, Address: nStr, id: int, name: str, birthday: nStr, phonenumber: str, address: nStr,
  Email: opt(nStr),
});
export type LecturerListRow = Static<typeof LecturerListRow>;

/** GET /project/{courseId}/projectincourses. */
export const CourseProjectRow = row({ ...projectRow, prjId: int, notion: str });
export type CourseProjectRow = Static<typeof CourseProjectRow>;

/** GET /evalution/{projectId}/getbyproject (in {status: 201, data}). */
export const ProjectBoardRow = row({ ...boardInfo, TemplateName: str, EvaluationBoardId: int });
export type ProjectBoardRow = Static<typeof ProjectBoardRow>;
