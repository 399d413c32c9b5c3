import type { BoardRow, ProjectRow, SemesterRow, TemplateRow } from '../../../common/contract/admin';
import type { StudentRow as CourseStudentBase } from '../../../common/contract/details';
import type { BitValue, CourseProjectRow, CourseStudentRow, ProjectBoardRow, SemesterListRow, TemplateListRow } from '../../../common/contract/spec';
import { timingStatus, todayIso } from '../../../common/timing';

/**
 * The spec's own field names next to the PascalCase ones (api.md "Shapes existing clients read"): pure
 * mappings of the screen rows, adding fields only (adding fields never breaks a client).
 */

export const semesterWithStatus = (r: SemesterRow, today = todayIso()): SemesterListRow => ({
  ...r,
  Status: timingStatus(r.StartTime, r.EndTime, today),
});

/** The spec's bit-like value of a flag: `{type: 'Buffer', data: [1]}`. */
export const bitValue = (flag: number): BitValue => ({ type: 'Buffer', data: [flag ? 1 : 0] });

export const templateWithBitStatus = (r: TemplateRow): TemplateListRow => ({ ...r, Status: bitValue(r.Status) });

export const courseStudentWithSpecNames = (r: CourseStudentBase): CourseStudentRow => ({
  ...r,
  code: r.Code,
  name: r.Name,
  birthday: r.BirthDay,
  address: r.Address,
});

export const courseProjectWithSpecNames = (r: ProjectRow): CourseProjectRow => ({ ...r, prjId: r.Id, notion: r.Notion });

export const boardOfProjectWithSpecNames = (r: BoardRow): ProjectBoardRow => ({ ...r, EvaluationBoardId: r.Id });
