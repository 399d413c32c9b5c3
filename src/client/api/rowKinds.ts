import { ANY, boardKey, named, type Shows } from './tags';

/**
 * What each query shows, as kinds of rows, and how it names them (tags.ts): the one place a query's tags come from
 * (tagRules.ts `provides`). A query "shows" a kind when any field it displays comes from such a row: a course row
 * shows its lecturer's name, so it shows 'Teacher'. A kind it can name (its own rows, the page's row, the projects
 * whose marks it shows) is refetched only when those rows change; `ANY` when it cannot name them, or when an edit
 * could move a row in or out (a search, a filter on an editable field). Every query shows its kinds' LIST too.
 * rowKinds.test.ts fails when an endpoint is missing here.
 */
const listIds = named((r: { ids: readonly number[] } | undefined) => r?.ids);
const rowIds = named((r: readonly { Id: number }[] | undefined) => r?.map((x) => x.Id));
const argId = named((_r: unknown, id: number) => [id]);
const argBoard = named((_r: unknown, id: number) => [boardKey(id)]);
const projectsOf = named((r: { projects: readonly { Id: number }[] } | undefined) => r?.projects.map((p) => p.Id));
const ALL_ROWS = { Semester: ANY, Subject: ANY, Course: ANY, Project: ANY, Template: ANY, ScoreColumn: ANY, Board: ANY, Student: ANY, Teacher: ANY, Score: ANY, LectureInBoard: ANY, ProjectInBoard: ANY, StudentInCourse: ANY, StudentInProject: ANY, Published: ANY } as const;

/** The marks of a board's seats: who sits, the template's columns, the projects and their members. */
const BOARD_PEOPLE = { ScoreColumn: ANY, Teacher: ANY, LectureInBoard: ANY, Project: ANY, ProjectInBoard: ANY, Student: ANY, StudentInProject: ANY } as const;
const SCHEDULE = { Board: ANY, Project: ANY, ProjectInBoard: ANY, LectureInBoard: ANY, Teacher: ANY, StudentInProject: ANY, Student: ANY } as const;

export const SHOWS: Record<string, Shows> = {
  publicConfig: {},
  getSemesters: { Semester: listIds },
  getSubjects: { Subject: listIds },
  getCourses: { Course: listIds, Subject: ANY, Semester: ANY, Teacher: ANY },
  getCoursesBySemesterSubject: {
    Course: rowIds,
    Subject: named((_r, a: { subjectId: number }) => [a.subjectId]),
    Semester: named((_r, a: { semesterId: number }) => [a.semesterId]),
    Teacher: ANY,
  },
  getStudentCourses: { Course: rowIds, Subject: ANY, Semester: ANY, StudentInCourse: ANY },
  // a course edit may change its lecturer: the lecturer's list is chosen by an editable field
  getLecturerCourses: { Course: ANY, Subject: ANY, Semester: ANY },
  // the list's rows show the project's course, semester and subject (not its board, publication or students)
  getProjects: { Project: listIds, Course: ANY, Semester: ANY, Subject: ANY },
  getProjectsMarked: {
    Project: named((r: { projects: readonly { id: number }[] } | undefined) => r?.projects.map((p) => p.id)),
    Board: named((r: { BoardId: number } | undefined) => (r ? [r.BoardId] : [])),
    ProjectInBoard: ANY,
    Score: named((r: { BoardId: number } | undefined) => (r ? [boardKey(r.BoardId)] : [])),
    Published: named((r: { projects: readonly { id: number }[] } | undefined) => r?.projects.map((p) => p.id)),
  },
  getProjectsNoBoard: { Project: rowIds, Course: ANY, ProjectInBoard: ANY },
  getTemplates: { Template: listIds, Subject: ANY, ScoreColumn: ANY, Board: ANY },
  getBoards: { Board: listIds, Semester: ANY, Subject: ANY, Template: ANY },
  getLecturerBoards: { Board: rowIds, Semester: ANY, Subject: ANY, LectureInBoard: ANY },
  getStudents: { Student: listIds },
  // search, filter and sort read the students' names: any edit may move a row in or out of a page
  getStudentPage: { Student: ANY },
  getFilteredStudents: { Student: ANY },
  getStudentsNotInCourse: { Student: rowIds, StudentInCourse: ANY },
  getTeachers: { Teacher: listIds },
  getLecturersNotInBoard: { Teacher: rowIds, LectureInBoard: ANY },
  getBoardSchedule: { ...SCHEDULE, Board: argId, Course: ANY, Score: argBoard },
  getMySchedule: { ...SCHEDULE, Subject: ANY },
  getFeedStatus: { Feed: named(() => ['mine']) },
  getMyMail: { Mail: named(() => ['mine']) },
  getOutbox: { Outbox: ANY },
  getScheduleGrid: { ...SCHEDULE, Subject: ANY },
  getScheduleConflicts: SCHEDULE,
  getBoardDetails: {
    Board: argId,
    ScoreColumn: ANY,
    LectureInBoard: ANY,
    ProjectInBoard: ANY,
    StudentInProject: ANY,
    Semester: ANY,
    Subject: ANY,
    Template: ANY,
    Teacher: named((r: { lecturers: readonly { Id: number }[] } | undefined) => r?.lecturers.map((l) => l.Id)),
    Project: projectsOf,
    Course: ANY,
    Score: argBoard,
    Published: projectsOf,
  },
  getCourseDetails: {
    Course: argId,
    Subject: ANY,
    Semester: ANY,
    Teacher: ANY,
    Project: projectsOf,
    Board: ANY,
    Published: projectsOf,
    Student: named((r: { students: readonly { Id: number }[] } | undefined) => r?.students.map((s) => s.Id)),
    StudentInCourse: ANY,
    StudentInProject: ANY,
  },
  getProjectDetails: {
    Project: argId,
    Course: ANY,
    Semester: ANY,
    Subject: ANY,
    Board: ANY,
    ProjectInBoard: ANY,
    LectureInBoard: ANY,
    Student: named((r: { students: readonly { StudentId: number }[] } | undefined) => r?.students.map((s) => s.StudentId)),
    StudentInCourse: ANY,
    StudentInProject: ANY,
    Score: argId,
    Published: argId,
  },
  getSubjectDetails: {
    Subject: argId,
    Course: named((r: { courses: readonly { Id: number }[] } | undefined) => r?.courses.map((c) => c.Id)),
    Semester: ANY,
    Teacher: ANY,
    // a course's projects and enrolments decide whether its Remove is offered
    Project: ANY,
    StudentInCourse: ANY,
  },
  // "locked": a board using the template has a mark, on any board
  getTemplateDetails: { Template: argId, Subject: ANY, ScoreColumn: named((r: { columns: readonly { id: number }[] } | undefined) => r?.columns.map((c) => c.id)), Board: ANY, Score: ANY },
  getStudentScore: { Published: ANY, Score: ANY },
  getScoreExplanation: { Published: ANY, Score: ANY, ScoreColumn: ANY },
  getCourseResults: {
    Score: named((r: readonly { ProjectId: number | null }[] | undefined) => r?.map((x) => x.ProjectId).filter((id) => id !== null)),
    Published: named((r: readonly { ProjectId: number | null }[] | undefined) => r?.map((x) => x.ProjectId).filter((id) => id !== null)),
    Student: named((r: readonly { StudentId: number }[] | undefined) => r?.map((x) => x.StudentId)),
    StudentInProject: ANY,
    Project: ANY,
  },
  // this seat's cells only: other seats' saves do not change it, its own save patches it (rowChanges.ts saveMarking)
  getMarking: {
    Marking: named((_r, a: { lectureInBoardId: number; projectId: number }) => [`${a.lectureInBoardId}-${a.projectId}`]),
    Project: named((_r, a: { projectId: number }) => [a.projectId]),
    Student: ANY,
    StudentInProject: ANY,
    ScoreColumn: ANY,
  },
  getBoardDisagreements: {
    ...BOARD_PEOPLE,
    Board: argId,
    Score: argBoard,
    Published: named((r: { Projects: readonly { ProjectId: number }[] } | undefined) => r?.Projects.map((p) => p.ProjectId)),
  },
  getBoardAnalytics: { ...BOARD_PEOPLE, Board: argId, Score: argBoard, Published: ANY },
  getTermAnalytics: { Published: ANY, Course: ANY, Subject: ANY, Semester: ANY, Project: ANY, Student: ANY, Template: ANY, ScoreColumn: ANY, Score: ANY, Teacher: ANY, Board: ANY, LectureInBoard: ANY },
  getTermStudents: { Published: ANY, Student: ANY, Course: ANY, Project: ANY },
  getProjectHistory: { History: argId, Score: argId, Student: ANY, ScoreColumn: ANY, Teacher: ANY },
  getBoardMinutes: {
    Minutes: argId,
    Board: argId,
    Subject: ANY,
    Teacher: ANY,
    LectureInBoard: ANY,
    Project: ANY,
    Course: ANY,
    ProjectInBoard: ANY,
    Published: ANY,
    Score: argBoard,
  },
  // the audit log: every write adds rows, so it is fetched afresh on each visit (keepUnusedDataFor 0), not tagged
  getAuditLog: {},
  getIdentityLinks: { IdentityLink: named((r: readonly { accountId: number }[] | undefined) => r?.map((x) => x.accountId)) },
  getDependents: ALL_ROWS,
  getBlockedRows: ALL_ROWS,
};
