import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { createAccount } from '../domain/accounts';
import { systemClock } from '../domain/context';
import { publishProject } from '../domain/publication';
import { DEMO } from './demoData';
import { foldedPerson } from '../domain/studentSearch';

/** Loads the demo dataset (design.md section 3) in one transaction, then publishes project 1. */
export async function seedDemo(db: Kysely<Database>, passMark: number): Promise<void> {
  const hashes = new Map<string, string>();
  for (const password of new Set(DEMO.accounts.map((a) => a.password))) hashes.set(password, await hashPassword(password));
  await db.transaction().execute(async (trx) => {
    for (const a of DEMO.accounts) {
      const accountId = await createAccount(trx, a.username, hashes.get(a.password)!, a.role);
      if (a.role === 'admin') await trx.insertInto('admin').values({ Name: a.name, AccountId: accountId }).execute();
      if (a.role === 'teach') {
        await trx
          .insertInto('lecturer')
          .values({ Name: a.name, PhoneNumber: a.phone!, BirthDay: a.birthday!, Address: a.address!, AccountId: accountId })
          .execute();
      }
      if (a.role === 'std') {
        await trx
          .insertInto('student')
          .values({ Code: a.code!, Name: a.name, BirthDay: a.birthday!, Address: a.address!, AccountId: accountId, ...foldedPerson(a.name, a.address) })
          .execute();
      }
    }
    await trx.insertInto('semester').values(DEMO.semesters).execute();
    await trx.insertInto('subject').values(DEMO.subjects).execute();
    await trx.insertInto('course').values(DEMO.courses).execute();
    await trx.insertInto('project').values(DEMO.projects).execute();
    await trx.insertInto('template').values(DEMO.templates).execute();
    await trx.insertInto('score_column').values(DEMO.scoreColumns).execute();
    await trx.insertInto('board').values(DEMO.boards).execute();
    await trx.insertInto('lecture_in_board').values(DEMO.lecturersInBoards).execute();
    await trx.insertInto('project_in_board').values(DEMO.projectsInBoards).execute();
    await trx.insertInto('student_in_course').values(DEMO.studentsInCourses).execute();
    const projectCourse = new Map(DEMO.projects.map((p, i) => [i + 1, p.CourseId]));
    await trx
      .insertInto('student_in_project')
      .values(DEMO.studentsInProjects.map((s) => ({ ...s, CourseId: projectCourse.get(s.ProjectId)! })))
      .execute();
    const at = new Date().toISOString();
    // Each demo mark is recorded as written by the lecturer of its seat (accounts: admin 1, lecturer n -> n + 1).
    const writerOf = (lib: number) => DEMO.lecturersInBoards[lib - 1]!.TeacherId + 1;
    for (const m of DEMO.marks) {
      await trx
        .insertInto('score')
        .values({ StudentInProjectId: m.sip, LectureInBoardId: m.lib, ScoreColumnId: m.col, Score: m.score, UpdatedAt: at })
        .execute();
      await trx
        .insertInto('score_history')
        .values({ StudentInProjectId: m.sip, LectureInBoardId: m.lib, ScoreColumnId: m.col, OldScore: null, NewScore: m.score, ChangedBy: writerOf(m.lib), ChangedAt: at })
        .execute();
    }
  });
  await publishProject({ db, engine: 'sqlite', clock: systemClock }, DEMO.publishedProjectId, 1, passMark);
  // the demo's own past tells nobody: its publication's mails are not sent
  await db.deleteFrom('mail_outbox').execute();
}
