/**
 * Crash safety: runs marking load against the real server process (the built
 * dist/server/main.js on a temporary SQLite database, SEED=demo), kills it with SIGKILL at random
 * moments, restarts it, and after every kill checks that
 *   - PRAGMA integrity_check answers ok, and
 *   - every student's score row (student-in-project x lecturer-in-board) is all-or-nothing: it holds
 *     either every column of the board's template or none.
 * Last line when good: "kills: 20, integrity: ok, partial rows: 0" (exit code 0; else 1).
 *
 *   node -r esbuild-register bench/crash.ts            (npm run bench:crash)
 *   CRASH_KILLS=3 node -r esbuild-register bench/crash.ts
 * OUT_DIR selects the build (default dist); the server is built first when main.js is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const KILLS = Number(process.env.CRASH_KILLS ?? process.argv[2] ?? 20);
const EXTRA_STUDENTS = Number(process.env.CRASH_STUDENTS ?? 150); // per loaded project
const WORKERS = Number(process.env.CRASH_WORKERS ?? 8);
const OUT_DIR = path.resolve(process.env.OUT_DIR || 'dist');
const MAIN = path.join(OUT_DIR, 'server', 'main.js');
const LOADED_PROJECTS = [3, 5]; // demo projects on boards 2 and 3, unmarked and unpublished
const PASSWORDS: Record<string, string> = { lecturer1: 'lecturer123', lecturer2: 'lecturer123', lecturer3: 'lecturer123' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function ensureBuilt(): void {
  if (existsSync(MAIN)) return;
  console.log(`building the server into ${OUT_DIR} ...`);
  const res = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', env: { ...process.env, OUT_DIR } });
  if (res.status !== 0 || !existsSync(MAIN)) throw new Error('could not build the server');
}

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(dbFile: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      CLIENT_DIR: '',
      SEED: 'demo',
      JWT_SECRET: 'crash-secret-crash-secret-crash-secret-0123456789',
      LOG_LEVEL: 'error',
      // npm packages stay external in the bundle: resolve them from this checkout whatever OUT_DIR is
      NODE_PATH: [path.resolve('node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await sleep(100);
  }
  return { child, url, output: () => out };
}

async function kill(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

/** Adds EXTRA_STUDENTS students to each loaded project (directly, while the server is down). */
function addLoadData(dbFile: string): void {
  const db = new SQLite(dbFile);
  try {
    db.pragma('foreign_keys = ON');
    const insert = db.transaction(() => {
      for (const projectId of LOADED_PROJECTS) {
        const { CourseId } = db.prepare('select CourseId from project where Id = ?').get(projectId) as { CourseId: number };
        for (let i = 1; i <= EXTRA_STUDENTS; i++) {
          const code = `CR${projectId}${String(i).padStart(4, '0')}`;
          const account = db
            .prepare('insert into account (Username, UsernameKey, PasswordHash, Role) values (?, ?, ?, ?)')
            .run(code.toLowerCase(), code.toLowerCase(), 'not-a-login', 'std');
          const student = db
            .prepare('insert into student (Code, Name, BirthDay, Address, AccountId) values (?, ?, ?, ?, ?)')
            .run(code, `Crash Student ${i}`, '2004-01-01', 'Crash Street', account.lastInsertRowid);
          db.prepare('insert into student_in_course (StudentId, CourseId) values (?, ?)').run(student.lastInsertRowid, CourseId);
          db.prepare('insert into student_in_project (StudentId, ProjectId, CourseId) values (?, ?, ?)').run(student.lastInsertRowid, projectId, CourseId);
        }
      }
    });
    insert();
  } finally {
    db.close();
  }
}

interface Pair {
  sip: number;
  lib: number;
  teacher: number;
  columns: number[];
}

interface Check {
  integrity: string;
  partial: number;
  full: number;
  empty: Pair[];
  filled: Pair[];
}

/** Opens the database after a crash (recovering the WAL) and checks integrity and all-or-nothing rows. */
function checkDatabase(dbFile: string): Check {
  const db = new SQLite(dbFile);
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    const columns = new Map<number, number[]>();
    for (const c of db.prepare('select Id, TemplateId from score_column order by Id').all() as { Id: number; TemplateId: number }[]) {
      columns.set(c.TemplateId, [...(columns.get(c.TemplateId) ?? []), c.Id]);
    }
    // every (student in project) x (lecturer on the project's board) pair, with how many cells it holds
    const rows = db
      .prepare(
        `select sp.Id as sip, lb.Id as lib, lb.TeacherId as teacher, b.TemplateId as template,
                (select count(*) from score s where s.StudentInProjectId = sp.Id and s.LectureInBoardId = lb.Id) as cells
           from student_in_project sp
           join project_in_board pb on pb.ProjectId = sp.ProjectId
           join board b on b.Id = pb.BoardId
           join lecture_in_board lb on lb.BoardId = pb.BoardId`,
      )
      .all() as { sip: number; lib: number; teacher: number; template: number; cells: number }[];
    let partial = 0;
    let full = 0;
    const empty: Pair[] = [];
    const filled: Pair[] = [];
    for (const r of rows) {
      const cols = columns.get(r.template) ?? [];
      const pair = { sip: r.sip, lib: r.lib, teacher: r.teacher, columns: cols };
      if (r.cells === 0) empty.push(pair);
      else if (r.cells === cols.length) {
        full++;
        filled.push(pair);
      } else partial++;
    }
    return { integrity, partial, full, empty, filled };
  } finally {
    db.close();
  }
}

/** Between rounds (server down): forget the loaded projects' marks when few empty rows are left. */
function resetLoadedMarks(dbFile: string): void {
  const db = new SQLite(dbFile);
  try {
    const ids = `select Id from student_in_project where ProjectId in (${LOADED_PROJECTS.join(',')})`;
    db.transaction(() => {
      db.prepare(`delete from score_history where StudentInProjectId in (${ids})`).run();
      db.prepare(`delete from score where StudentInProjectId in (${ids})`).run();
    })();
  } finally {
    db.close();
  }
}

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/loginteacher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORDS[username] }),
  });
  const token = ((await res.json()) as { token?: string }).token;
  if (!token) throw new Error(`login failed for ${username}`);
  return token;
}

/** Marking load: whole rows (score/insert) on empty pairs, single-cell updates on filled ones. */
async function runLoad(
  url: string,
  tokens: Map<number, string>,
  check: Check,
  stop: () => boolean,
): Promise<{ sent: number; ok: number; confirmed: Pair[] }> {
  const confirmed: Pair[] = [];
  const empty = [...check.empty].sort(() => Math.random() - 0.5);
  const filled = [...check.filled];
  let sent = 0;
  let ok = 0;
  const worker = async () => {
    while (!stop()) {
      const update = filled.length > 0 && (empty.length === 0 || Math.random() < 0.2);
      const pair = update ? filled[rand(0, filled.length - 1)]! : empty.pop();
      if (!pair) return;
      const token = tokens.get(pair.teacher)!;
      const body = update
        ? { stdInPro: pair.sip, scoreColumnId: pair.columns[rand(0, pair.columns.length - 1)], score: rand(0, 40) / 4, lecInBoard: pair.lib }
        : { score: Object.fromEntries(pair.columns.map((c) => [String(c), rand(0, 40) / 4])), stdinprjId: pair.sip, lectureinboardId: pair.lib };
      sent++;
      try {
        const res = await fetch(`${url}/api/score/${update ? 'update' : 'insert'}`, {
          method: update ? 'PUT' : 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (res.ok && ((await res.json()) as { status?: number }).status === 200) {
          ok++;
          if (!update) {
            filled.push(pair);
            confirmed.push(pair);
          }
        }
      } catch {
        return; // the server was killed under us
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { sent, ok, confirmed };
}

async function main(): Promise<number> {
  ensureBuilt();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-crash-'));
  const dbFile = path.join(dir, 'crash.sqlite');
  let server: Server | null = null;
  let kills = 0;
  let integrityOk = true;
  let partialTotal = 0;
  let lostTotal = 0;
  try {
    const port = await freePort();
    // first start: migrations and demo seed; then add the load data while the server is down
    server = await startServer(dbFile, port);
    await kill(server, 'SIGTERM');
    addLoadData(dbFile);
    let check = checkDatabase(dbFile);
    console.log(`rows to mark: ${check.empty.length} empty, ${check.full} full; ${WORKERS} workers; ${KILLS} kills`);
    while (kills < KILLS) {
      if (check.empty.length < 50) resetLoadedMarks(dbFile);
      check = checkDatabase(dbFile);
      server = await startServer(dbFile, port);
      const tokens = new Map<number, string>();
      for (const n of [1, 2, 3]) tokens.set(n, await login(server.url, `lecturer${n}`));
      let stopped = false;
      const load = runLoad(server.url, tokens, check, () => stopped);
      await sleep(rand(150, 1200));
      await kill(server, 'SIGKILL');
      kills++;
      stopped = true;
      const { sent, ok, confirmed } = await load;
      check = checkDatabase(dbFile);
      if (check.integrity !== 'ok') integrityOk = false;
      partialTotal += check.partial;
      // durability: a row the server confirmed (synchronous = FULL) survives the kill
      const emptyNow = new Set(check.empty.map((p) => `${p.sip}:${p.lib}`));
      const lost = confirmed.filter((p) => emptyNow.has(`${p.sip}:${p.lib}`)).length;
      lostTotal += lost;
      console.log(
        `kill ${kills}: ${sent} writes sent, ${ok} confirmed, ${lost} confirmed rows lost; integrity ${check.integrity}; rows full ${check.full}, empty ${check.empty.length}, partial ${check.partial}`,
      );
    }
    // the server starts cleanly after the last crash
    server = await startServer(dbFile, port);
    await kill(server, 'SIGTERM');
    check = checkDatabase(dbFile);
    if (check.integrity !== 'ok') integrityOk = false;
    partialTotal += check.partial;
  } finally {
    if (server) await kill(server, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
  if (lostTotal > 0) console.log(`confirmed rows lost: ${lostTotal}`);
  const good = integrityOk && partialTotal === 0 && lostTotal === 0 && kills === KILLS;
  console.log(`kills: ${kills}, integrity: ${integrityOk ? 'ok' : 'FAILED'}, partial rows: ${partialTotal}`);
  return good ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
