import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export interface GeneratedSize {
  boards: number;
  lecturersPerBoard: number;
  projectsPerBoard: number;
  studentsPerProject: number;
}

export interface GeneratedData {
  /** username of every generated lecturer (password: the one hashed by the caller) */
  lecturers: { username: string; boardId: number; lectureInBoardId: number }[];
  /** per board: its projects and, per project, its student-in-project ids */
  boards: { boardId: number; projects: { projectId: number; stdinprjIds: number[] }[] }[];
  columnIds: number[];
}

/**
 * A large defence week for benchmarks: one semester and subject, a 3-column template, and `boards`
 * boards, each with its own lecturers, projects and students. Every account shares one password hash.
 */
export async function seedGenerated(db: Kysely<Database>, size: GeneratedSize, passwordHash: string): Promise<GeneratedData> {
  return db.transaction().execute(async (trx) => {
    const { Id: semesterId } = await trx
      .insertInto('semester')
      .values({ Year: 2026, Session: 'Bench', StartTime: '2026-01-01', EndTime: '2026-12-31' })
      .returning('Id')
      .executeTakeFirstOrThrow();
    const { Id: subjectId } = await trx
      .insertInto('subject')
      .values({ Name: 'Bench subject', Description: 'generated' })
      .returning('Id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('template').values({ Id: 9001, Name: 'Bench template', SubjectId: subjectId, ApplyDate: '2026-01-01' }).execute();
    const columnIds: number[] = [];
    for (const [Name, PercentBp] of [['Presentation', 3000], ['Report', 3000], ['Demo', 4000]] as const) {
      columnIds.push((await trx.insertInto('score_column').values({ Name, PercentBp, TemplateId: 9001 }).returning('Id').executeTakeFirstOrThrow()).Id);
    }
    const lecturers: GeneratedData['lecturers'] = [];
    const boards: GeneratedData['boards'] = [];
    let studentNo = 0;
    for (let b = 1; b <= size.boards; b++) {
      const board = await trx
        .insertInto('board')
        .values({ Name: `Bench board ${b}`, Room: String(100 + b), StartTime: '08:00', EndTime: '17:00', Date: '2026-06-01', SemesterId: semesterId, SubjectId: subjectId, TemplateId: 9001 })
        .returning('Id')
        .executeTakeFirstOrThrow();
      const lecturerIds: number[] = [];
      for (let l = 1; l <= size.lecturersPerBoard; l++) {
        const username = `bench_b${b}_l${l}`;
        const account = await trx
          .insertInto('account')
          .values({ Username: username, UsernameKey: username, PasswordHash: passwordHash, Role: 'teach' })
          .returning('Id')
          .executeTakeFirstOrThrow();
        const lecturer = await trx
          .insertInto('lecturer')
          .values({ Name: `Lecturer ${b}.${l}`, PhoneNumber: '0900000000', BirthDay: '1980-01-01', Address: 'Campus', AccountId: account.Id })
          .returning('Id')
          .executeTakeFirstOrThrow();
        const lib = await trx.insertInto('lecture_in_board').values({ TeacherId: lecturer.Id, BoardId: board.Id }).returning('Id').executeTakeFirstOrThrow();
        lecturerIds.push(lecturer.Id);
        lecturers.push({ username, boardId: board.Id, lectureInBoardId: lib.Id });
      }
      const course = await trx
        .insertInto('course')
        .values({ Name: `Bench course ${b}`, SubjectId: subjectId, SemesterId: semesterId, LectureId: lecturerIds[0]! })
        .returning('Id')
        .executeTakeFirstOrThrow();
      const projects: GeneratedData['boards'][number]['projects'] = [];
      for (let p = 1; p <= size.projectsPerBoard; p++) {
        const project = await trx.insertInto('project').values({ Name: `Bench project ${b}.${p}`, Notion: 'generated', CourseId: course.Id }).returning('Id').executeTakeFirstOrThrow();
        await trx.insertInto('project_in_board').values({ ProjectId: project.Id, BoardId: board.Id, IntendTime: '08:00', OrderNo: p, ProtectTime: 30 }).execute();
        const stdinprjIds: number[] = [];
        for (let s = 1; s <= size.studentsPerProject; s++) {
          studentNo++;
          const username = `bench_s${studentNo}`;
          const account = await trx
            .insertInto('account')
            .values({ Username: username, UsernameKey: username, PasswordHash: passwordHash, Role: 'std' })
            .returning('Id')
            .executeTakeFirstOrThrow();
          const student = await trx
            .insertInto('student')
            .values({ Code: `BENCH${String(studentNo).padStart(6, '0')}`, Name: `Student ${studentNo}`, BirthDay: '2003-01-01', Address: 'Campus', AccountId: account.Id })
            .returning('Id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('student_in_course').values({ StudentId: student.Id, CourseId: course.Id }).execute();
          const sip = await trx
            .insertInto('student_in_project')
            .values({ StudentId: student.Id, ProjectId: project.Id, CourseId: course.Id })
            .returning('Id')
            .executeTakeFirstOrThrow();
          stdinprjIds.push(sip.Id);
        }
        projects.push({ projectId: project.Id, stdinprjIds });
      }
      boards.push({ boardId: board.Id, projects });
    }
    return { lecturers, boards, columnIds };
  });
}
