import { S } from '../../../src/server/http/schema';
import { dateOfText, normaliseInPlace, numberOfText, timeOfText } from '../../../src/server/http/tolerant';

describe('tolerant inputs, strict meaning (api.md "Shapes existing clients read")', () => {
  it.each([
    ['7', 7],
    [' 8 ', 8],
    ['7.5', 7.5],
    ['.5', 0.5],
    ['+3', 3],
    ['-2', -2],
    ['1e1', 10],
  ])('reads %j as the number %p', (text, n) => expect(numberOfText(text)).toBe(n));

  it.each(['', '   ', 'abc', '7,5', '0x10', 'Infinity', '1e999', 'NaN', '7.5.1', '1 2', '7a'])('reads %j as no number (never 0)', (text) =>
    expect(numberOfText(text)).toBeUndefined(),
  );

  it('reads an ISO date-time as its date and HH:MM:SS as HH:MM; other text is left for the validator', () => {
    expect(dateOfText('2026-01-05T00:00:00.000Z')).toBe('2026-01-05');
    expect(dateOfText('2026-01-05 08:30')).toBe('2026-01-05');
    expect(dateOfText('2026-01-05T08:30:00+07:00')).toBe('2026-01-05');
    expect(dateOfText('2026-01-05')).toBe('2026-01-05');
    expect(dateOfText('05/01/2026')).toBe('05/01/2026');
    expect(dateOfText('2026-01-05Tjunk')).toBe('2026-01-05Tjunk');
    expect(timeOfText('08:30:00')).toBe('08:30');
    expect(timeOfText('08:30')).toBe('08:30');
    expect(timeOfText('8.30')).toBe('8.30');
  });

  it('rewrites only what the schema declares numeric, date or time — nested arrays, records and nullable fields included', () => {
    const schema = S.body({
      id: S.id,
      name: S.str(50),
      room: S.union([S.str(10), S.int]),
      when: S.dateField(10),
      at: S.optional(S.nullable(S.timeField(10))),
      rows: S.array(S.form({ percent: S.num, label: S.str(10) })),
      marks: S.record(S.string(), S.num),
    });
    const body = {
      id: ' 12 ',
      name: '42',
      room: '204',
      when: '2026-12-10T00:00:00.000Z',
      at: '08:30:00',
      rows: [{ percent: '0.3', label: '7' }, { percent: '', label: 'x' }],
      marks: { 1: '7.25', 2: 'abc', 3: null },
      extra: '5',
    };
    normaliseInPlace(schema, body);
    expect(body).toEqual({
      id: 12,
      name: '42', // a string field stays a string
      room: '204', // a union that accepts text keeps the text
      when: '2026-12-10',
      at: '08:30',
      rows: [{ percent: 0.3, label: '7' }, { percent: '', label: 'x' }], // a blank stays blank: the validator refuses it
      marks: { 1: 7.25, 2: 'abc', 3: null },
      extra: '5', // unknown fields are left for the validator to refuse
    });
  });
});
