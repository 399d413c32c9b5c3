import { Type, type Static } from '@sinclair/typebox';
import type * as A from '../../common/dto/analytics';
import { S } from './schema';

/** Response schemas of the analytics routes (checked equal to common/dto/analytics.ts at compile time). */

const int = Type.Integer();
const num = Type.Number();
const str = Type.String();
const nNum = S.nullable(num);
const row = S.row;
const list = Type.Array;

const Bin = row({ From: num, To: num, Count: int });
const RateRow = row({ Id: int, Name: str, Students: int, Passed: int, PassRate: num, Mean: nNum });

export const BoardAnalytics = row({
  BoardId: int,
  BoardName: str,
  PassMark: num,
  Finals: int,
  Students: int,
  Passed: int,
  FinalBins: list(Bin),
  Columns: list(row({ ColumnId: int, Name: str, Percent: num, Marks: int, Mean: nNum, Bins: list(Bin) })),
  Lecturers: list(row({ LectureInBoardId: int, TeacherId: int, Name: str, Leniency: nNum, Count: int })),
  Disagreements: list(
    row({ StudentId: int, Code: str, Name: str, ProjectName: str, Final: nNum, Gap: num, Totals: list(row({ LectureInBoardId: int, Total: num })) }),
  ),
});

export const TermAnalytics = row({
  SemesterId: int,
  SubjectId: S.nullable(int),
  Students: int,
  Passed: int,
  Bins: list(Bin),
  Subjects: list(RateRow),
  Courses: list(RateRow),
  Semesters: list(RateRow),
  Criteria: list(row({ TemplateId: int, TemplateName: str, ColumnId: int, ColumnName: str, Percent: num, Boards: int, Marks: int, Mean: nNum })),
  Lecturers: list(row({ TeacherId: int, Name: str, Boards: int, Count: int, Leniency: num, Low: num, High: num })),
});

export const DrillRows = list(row({ StudentId: int, Code: str, Name: str, CourseName: str, ProjectName: str, Score: num, Passed: Type.Boolean(), BoardId: S.nullable(int), BoardName: S.nullable(str) }));

type Same<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;
const same = <_T extends true>() => undefined;
same<Same<Static<typeof BoardAnalytics>, A.BoardAnalytics>>();
same<Same<Static<typeof TermAnalytics>, A.TermAnalytics>>();
same<Same<Static<typeof DrillRows>, A.DrillRow[]>>();

/** an .xlsx import: {status, message, data: {count}}, or refused with data: {errors: [{row, field, message, cell}]} */
export const XlsxImported = S.envelope(
  row({ count: Type.Optional(int), errors: Type.Optional(list(row({ row: int, field: str, message: str, cell: S.nullable(str) }))) }),
);

/** a schedule's .xlsx import: {boards, slots} when written, or refused with each problem's row, column and cell */
export const ScheduleXlsxImported = S.envelope(
  row({ boards: Type.Optional(int), slots: Type.Optional(int), errors: Type.Optional(list(row({ row: int, field: str, message: str, cell: S.nullable(str) }))) }),
);
