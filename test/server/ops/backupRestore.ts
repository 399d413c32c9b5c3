import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../../src/server/db/database';
import { databaseChecksums } from '../../../src/server/db/ops/checksum';
import { adminToken } from './sqliteApp';

const ROOT = path.resolve(__dirname, '../../..');

/** Runs an npm db script (through esbuild-register) without blocking this process: the load goes on meanwhile. */
export function script(name: 'db-backup' | 'db-restore', args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', 'esbuild-register', `scripts/${name}.ts`, ...args], { cwd: ROOT, env: { ...process.env, JEST_WORKER_ID: '' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** lecturer1's seat on Board A and the project it has not marked yet (demo data) */
const SEAT = { lib: 1, project: 2 };

async function lecturerToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/loginteacher', payload: { username: 'lecturer1', password: 'lecturer123' } });
  const token = res.json().token as string | undefined;
  if (!token) throw new Error(`lecturer login failed: ${res.body}`);
  return token;
}

/** One marking round: read the grid, save every cell with a new mark (version-checked, as the SPA does). */
async function markingRound(app: FastifyInstance, token: string, round: number): Promise<boolean> {
  const headers = { authorization: `Bearer ${token}` };
  const view = await app.inject({ method: 'GET', url: `/api/marking/${SEAT.lib}/${SEAT.project}`, headers });
  if (view.statusCode !== 200) return false;
  const { students, columns, scores } = view.json().data as {
    students: { stdinprjId: number }[];
    columns: { id: number }[];
    scores: { stdinprjId: number; ScoreColumnId: number; Version: number }[];
  };
  const rows = students.map((st) => ({
    stdinprjId: st.stdinprjId,
    scores: Object.fromEntries(columns.map((c) => [String(c.id), ((round * 37 + st.stdinprjId * 7 + c.id) % 1001) / 100])),
    versions: Object.fromEntries(columns.map((c) => [String(c.id), scores.find((x) => x.stdinprjId === st.stdinprjId && x.ScoreColumnId === c.id)?.Version ?? 0])),
  }));
  const saved = await app.inject({ method: 'PUT', url: '/api/marking/save', headers, payload: { lectureinboardId: SEAT.lib, projectId: SEAT.project, rows } });
  return saved.statusCode === 200;
}

/**
 * Writes through the API while `during` runs, so the backup happens under load: new subjects on 3 lanes and a
 * lecturer saving its whole marking grid again and again (scores updated, history appended). Returns how many
 * writes succeeded.
 */
export async function underLoad(app: FastifyInstance, during: () => Promise<void>): Promise<number> {
  const [token, marker] = [await adminToken(app), await lecturerToken(app)];
  let stop = false;
  let ok = 0;
  let n = 0;
  const lane = async () => {
    while (!stop) {
      const res = await app.inject({ method: 'POST', url: '/api/subject/add', headers: { authorization: `Bearer ${token}` }, payload: { name: `Load ${++n}`, description: 'x' } });
      if (res.statusCode === 200) ok++;
    }
  };
  const marking = async () => {
    for (let round = 1; !stop; round++) if (await markingRound(app, marker, round)) ok++;
  };
  const lanes = [lane(), lane(), lane(), marking()];
  await new Promise((r) => setTimeout(r, 200));
  try {
    await during();
  } finally {
    stop = true;
    await Promise.all(lanes);
  }
  return ok;
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Kysely<unknown>, query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])));

/**
 * The marking tables of a restore are one consistent moment of the source: the restored history is a prefix of
 * the source's (append-only), and every restored score is the newest mark that history holds for its cell.
 */
async function expectMarkingSnapshot(sourceDb: Kysely<unknown>, restored: Kysely<unknown>): Promise<void> {
  const maxId = Number((await sql<{ m: number }>`select max("Id") as m from score_history`.execute(restored)).rows[0]!.m);
  const history = sql<Row>`select "Id", "StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "OldScore", "NewScore", "ChangedBy", "ChangedAt"
    from score_history where "Id" <= ${maxId} order by "Id"`;
  const [ours, theirs] = [await rowsOf(restored, history), await rowsOf(sourceDb, history)];
  expect(ours).toEqual(theirs);
  expect(ours.length).toBeGreaterThan(0);
  const newest = new Map<string, unknown>();
  for (const h of ours) newest.set(`${h.StudentInProjectId}:${h.LectureInBoardId}:${h.ScoreColumnId}`, h.NewScore);
  const scores = await rowsOf(restored, sql<Row>`select "StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "Score" from score`);
  expect(scores.length).toBe(newest.size);
  for (const s of scores) expect([s, newest.get(`${s.StudentInProjectId}:${s.LectureInBoardId}:${s.ScoreColumnId}`)]).toEqual([s, s.Score]);
}

/**
 * The restored database equals the source at the backup's moment: every table the load does not write has
 * the source's checksum; `subject` equals the source's rows up to the highest Id the backup holds, and the
 * marking tables are one consistent moment of the source's (expectMarkingSnapshot).
 */
export async function expectRestoredEqualsSnapshot(sourceDb: Kysely<unknown>, sourceEngine: 'sqlite' | 'postgres', restoredUrl: string, subjectsBefore: number): Promise<void> {
  const restored = openDatabase(restoredUrl);
  try {
    const r = restored.kysely as unknown as Kysely<unknown>;
    const [a, b] = [await databaseChecksums(sourceDb, sourceEngine), await databaseChecksums(r, restored.engine)];
    const { subject: sa, score: _sa, score_history: _ha, audit_log: _la, ...restA } = a;
    const { subject: sb, score: _sb, score_history: _hb, audit_log: _lb, ...restB } = b;
    expect(restB).toEqual(restA);
    expect(sb!.rows).toBeGreaterThanOrEqual(subjectsBefore);
    expect(sb!.rows).toBeLessThanOrEqual(sa!.rows);
    const upTo = async (db: Kysely<unknown>, max: number) =>
      (await sql<Record<string, unknown>>`select "Id", "Name", "Description" from subject where "Id" <= ${max} order by "Id"`.execute(db)).rows;
    const maxId = Number((await sql<{ m: number }>`select max("Id") as m from subject`.execute(r)).rows[0]!.m);
    expect(await upTo(r, maxId)).toEqual(await upTo(sourceDb, maxId));
    expect((await upTo(r, maxId)).length).toBe(sb!.rows);
    await expectMarkingSnapshot(sourceDb, r);
    // the audit log (the load's admin writes are audited) is append-only: the backup holds a prefix of the source's
    const auditUpTo = async (db: Kysely<unknown>, max: number) =>
      rowsOf(db, sql<Row>`select * from audit_log where "Id" <= ${max} order by "Id"`);
    const maxAudit = Number((await sql<{ m: number }>`select max("Id") as m from audit_log`.execute(r)).rows[0]!.m);
    expect(maxAudit).toBeGreaterThan(0);
    expect(await auditUpTo(r, maxAudit)).toEqual(await auditUpTo(sourceDb, maxAudit));
  } finally {
    await restored.close();
  }
}
