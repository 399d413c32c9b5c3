import { statementName } from '../../../../src/server/db/pg/pgPool';
import { observeQueries } from '../../../../src/server/db/queryObserver';
import { universityOfFile } from '../../perf/university';

/**
 * A grid save on PostgreSQL writes its changed cells, new cells and history in one statement whose text does not
 * depend on the grid (each column one array parameter): it is prepared once per connection instead of parsed and
 * planned at every save (domain/scoreWritesPg.ts). A text built per grid size would still save right, and only
 * this test would notice.
 */
const university = universityOfFile();
afterEach(() => observeQueries(null));

async function save(projectId: number, rows: number[], columns: number[], value: number) {
  const u = university();
  const queries: string[] = [];
  observeQueries((sql) => queries.push(sql));
  try {
    const body = { lectureinboardId: u.ids.seat, projectId, rows: rows.map((stdinprjId) => ({ stdinprjId, scores: Object.fromEntries(columns.map((c) => [String(c), value])) })) };
    const res = await u.t.call('PUT', '/api/marking/save', u.tokens.lecturer, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(200);
    return queries.filter((q) => /insert into "score_history"/.test(q));
  } finally {
    observeQueries(null);
  }
}

test('a grid write has one text, new cells or changed ones, and it is a prepared statement', async () => {
  const u = university();
  expect(u.t.app.dbHandle.engine).toBe('postgres');
  const first = await save(u.ids.saveProject, u.ids.saveRows, u.ids.freshColumns, 6.5);
  const again = await save(u.ids.saveProject, u.ids.saveRows, u.ids.freshColumns, 7.25);
  expect(first).toHaveLength(1);
  expect(again).toEqual(first);
  expect(statementName(first[0]!, 16)).toMatch(/^q\d+$/);
  // what the two saves left: every cell at its last value, Version 2, and two history rows a cell
  const { seat, saveRows, freshColumns } = u.ids;
  const cells = await u.t.app.db.selectFrom('score').select(['Score', 'Version'])
    .where((eb) => eb.and([eb('LectureInBoardId', '=', seat), eb('StudentInProjectId', 'in', saveRows), eb('ScoreColumnId', 'in', freshColumns)]))
    .execute();
  expect(cells).toHaveLength(saveRows.length * freshColumns.length);
  expect(new Set(cells.map((c) => `${c.Score}/${c.Version}`))).toEqual(new Set(['725/2']));
  const history = await u.t.app.db.selectFrom('score_history').select(['OldScore', 'NewScore'])
    .where((eb) => eb.and([eb('LectureInBoardId', '=', seat), eb('StudentInProjectId', 'in', saveRows), eb('ScoreColumnId', 'in', freshColumns)]))
    .execute();
  expect(history.filter((h) => h.OldScore === null && h.NewScore === 650)).toHaveLength(cells.length);
  expect(history.filter((h) => h.OldScore === 650 && h.NewScore === 725)).toHaveLength(cells.length);
});
