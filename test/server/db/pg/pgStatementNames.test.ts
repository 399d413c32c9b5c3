import { fixedStatement, statementName } from '../../../../src/server/db/pg/pgPool';

describe('statementName (PostgreSQL prepared statements for the reads)', () => {
  it('names a read, and the same text always gets the same name', () => {
    const text = 'select "Id" from "semester" where "Id" = $1 /* names test 1 */';
    const name = statementName(text, 1);
    expect(name).toMatch(/^q\d+$/);
    expect(statementName(text, 1)).toBe(name);
    expect(statementName(`${text} `, 1)).not.toBe(name);
  });

  it('leaves writes, locking reads, long lists and long texts unnamed', () => {
    expect(statementName('insert into "score" ("Score") values ($1)', 1)).toBeUndefined();
    expect(statementName('update "score" set "Score" = $1', 1)).toBeUndefined();
    expect(statementName('select "Id" from "project" where "Id" = $1 for update', 1)).toBeUndefined();
    expect(statementName('begin', 0)).toBeUndefined();
    const list = Array.from({ length: 40 }, (_, i) => `$${i + 1}`).join(', ');
    expect(statementName(`select "Id" from "student" where "Id" in (${list})`, 40)).toBeUndefined();
    expect(statementName(`select '${'x'.repeat(5000)}'`, 0)).toBeUndefined();
  });

  it('names a write whose text the code fixed, whatever its parameters', () => {
    const text = fixedStatement('update "score" as s set "Score" = v.score from unnest($1::int[], $2::int[]) as v(id, score) where s."Id" = v.id /* names test 2 */');
    const name = statementName(text, 40);
    expect(name).toMatch(/^q\d+$/);
    expect(statementName(text, 40)).toBe(name);
    // the same write not registered stays unnamed
    expect(statementName(`${text} `, 2)).toBeUndefined();
  });
});
