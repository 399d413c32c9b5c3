import { CourseInfoRow } from '../../../common/contract/rows';
import { ProjectListRow } from '../../../common/contract/admin';
import { LecturerListRow, StudentListRow } from '../../../common/contract/spec';
import type { Q } from '../db';
import { COURSE_NAMES, coursesWithNames, projectsWithNames } from '../queries/joins';
import { fieldsOf, jsonArrayText } from './jsonText';

/**
 * The admin's big lists as the JSON text they are sent as, built by the database (jsonText.ts): what a request
 * right after a write costs (the kept text, cache/cachedList.ts, then serves the reads until the next write).
 * Each selects its row's fields under the contract's names, in the contract's order.
 */

const STUDENT = fieldsOf(StudentListRow);
const COURSE = fieldsOf(CourseInfoRow);
const PROJECT = fieldsOf(ProjectListRow);
const LECTURER = fieldsOf(LecturerListRow);

/** GET /student/getall: `[{id, code, name, birthday, address}]` by id (api.md: the spec's names only). */
export const studentListText = (db: Q): Promise<string> =>
  jsonArrayText(db, db.selectFrom('student').select(['Id as id', 'Code as code', 'Name as name', 'BirthDay as birthday', 'Address as address']), STUDENT, 'id');

/** GET /course/getall: every course with its subject, semester and lecturer names, by Id. */
export const courseListText = (db: Q): Promise<string> =>
  jsonArrayText(
    db,
    coursesWithNames(db)
      .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
      .select(['c.Id', 'c.Name', 'c.SubjectId', 'c.SemesterId', 'c.LectureId', ...COURSE_NAMES, 'l.Name as LecturerName']),
    COURSE,
    'Id',
  );

const projectList = (db: Q) =>
  projectsWithNames(db).select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName', 'c.SemesterId', 'c.SubjectId', ...COURSE_NAMES]);

/**
 * GET /project/getall: every project with its course, semester and subject names, by Id — what the spec's clients
 * and ours read (the list's columns: ID, Semester, Subject, Course, Project; Name and Notion for Edit), each field once.
 * A lecturer's: the projects of its courses and of the boards it sits on.
 */
export function projectListText(db: Q, lecturerId?: number): Promise<string> {
  if (lecturerId === undefined) return jsonArrayText(db, projectList(db), PROJECT, 'Id');
  const mine = projectList(db).where((eb) =>
    eb.or([
      eb('c.LectureId', '=', lecturerId),
      eb('p.Id', 'in', eb.selectFrom('project_in_board as pb').innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId').select('pb.ProjectId').where('lb.TeacherId', '=', lecturerId)),
    ]),
  );
  return jsonArrayText(db, mine, PROJECT, 'Id');
}

/** GET /teacher/getall: every lecturer by Id, each field under its PascalCase name and again under the spec's (api.md). */
export const lecturerListText = (db: Q): Promise<string> =>
  jsonArrayText(db, db.selectFrom('lecturer').select(['Id', 'Name', 'PhoneNumber', 'BirthDay', 'Address', 'Email']), LECTURER, 'Id', {
    id: 'Id',
    name: 'Name',
    birthday: 'BirthDay',
    phonenumber: 'PhoneNumber',
    address: 'Address',
  });
