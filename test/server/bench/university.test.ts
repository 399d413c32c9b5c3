import { addMarks } from '../../../bench/seed/marks';
import { integrityProblems } from '../../../bench/seed/integrity';
import { PASSWORDS, lecturerUsername, planUniversity, sizeFor, studentUsername } from '../../../bench/seed/plan';
import { generateUniversity, type Generated } from '../../../bench/seed/university';
import { createTestApp, type TestApp } from '../testing/testApp';

/** The generated university (bench/seed), scaled down to 1 %: sound, deterministic, usable. */
describe('seed:large generator (scale 0.01)', () => {
  let t: TestApp;
  let generated: Generated;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    // SEED=none still creates the bootstrap admin: remove it, the generator fills an empty database only
    await t.app.db.deleteFrom('admin').execute();
    await t.app.db.deleteFrom('account').execute();
    generated = await generateUniversity(t.app.db, t.app.dbHandle.engine, { seed: 7, scale: 0.01 });
  });
  afterAll(async () => t.close());

  it('writes the scaled sizes: 5 students per project, 3 lecturers per board, half marked, a quarter published', async () => {
    const count = async (table: 'student' | 'project' | 'lecture_in_board' | 'published_project' | 'score_column' | 'semester') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('project')).toBe(40);
    expect(await count('student')).toBe(200);
    expect(await count('lecture_in_board')).toBe(12);
    expect(await count('semester')).toBe(8);
    expect(await count('published_project')).toBe(10);
    expect(generated.marked).toHaveLength(20);
    expect(await count('score_column')).toBeGreaterThanOrEqual(40 * 3);
  });

  it('passes the integrity checks: foreign keys, percent sums, marks on their board, history, published = recomputed, no schedule conflict', async () => {
    expect(await integrityProblems(t.app.db, t.app.dbHandle.engine)).toEqual([]);
  });

  it('the checks catch a published result that differs from the marks', async () => {
    const project = generated.published[0]!;
    await t.app.db.updateTable('published_result').set((eb) => ({ Score: eb('Score', '+', 1) })).where('ProjectId', '=', project).execute();
    try {
      expect(await integrityProblems(t.app.db, t.app.dbHandle.engine)).toEqual([`project ${project}: published results differ from recomputation`]);
    } finally {
      await t.app.db.updateTable('published_result').set((eb) => ({ Score: eb('Score', '-', 1) })).where('ProjectId', '=', project).execute();
    }
  });

  it('the checks catch a slot moved out of its board hours', async () => {
    const slot = await t.app.db.selectFrom('project_in_board').select(['Id', 'IntendTime']).orderBy('Id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('project_in_board').set({ IntendTime: '23:00' }).where('Id', '=', slot.Id).execute();
    try {
      const problems = await integrityProblems(t.app.db, t.app.dbHandle.engine);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^semester \d+: 1 schedule conflicts, first: Project 'Project \d+' \(23:00-23:20\) falls outside the hours of/);
    } finally {
      await t.app.db.updateTable('project_in_board').set({ IntendTime: slot.IntendTime }).where('Id', '=', slot.Id).execute();
    }
  });

  it('refuses a database that is not empty', async () => {
    await expect(generateUniversity(t.app.db, t.app.dbHandle.engine, { seed: 7, scale: 0.01 })).rejects.toThrow('not empty');
  });

  it('the documented passwords log in, and the app can insert after the explicit ids', async () => {
    const lecturer = await t.login('teach', lecturerUsername(1), PASSWORDS.teach);
    const student = await t.login('std', studentUsername(1), PASSWORDS.std);
    const admin = await t.login('admin', 'admin1', PASSWORDS.admin);
    expect([lecturer, student].every((token) => token.length > 20)).toBe(true);
    const res = await t.call('POST', '/api/semester/add', admin, { year: 2030, session: 'Summer', startTime: '2030-06-01', endTime: '2030-08-01' });
    expect(res.json()).toMatchObject({ status: 200 });
  });

  it('is deterministic from the seed and differs with another seed', () => {
    const withoutHashes = (json: string) => json.replace(/"PasswordHash":"[^"]*"/g, '"PasswordHash":""');
    const build = (seed: number) => {
      const rows = planUniversity(seed, sizeFor(0.01), { admin: 'a', teach: 't', std: 's' });
      addMarks(rows, seed, 5);
      return withoutHashes(JSON.stringify(rows));
    };
    expect(withoutHashes(JSON.stringify(generated.rows))).toBe(build(7));
    expect(build(8)).not.toBe(build(7));
  });
});
