import { auditCsv, csvCell, dayStart } from './auditCsv';

describe('audit CSV export', () => {
  it('quotes what needs it and defuses spreadsheet formulas typed as usernames', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
    const text = auditCsv([
      { Id: 7, At: '2026-11-23T06:00:00.000Z', AccountId: null, Username: '@evil', Role: null, Action: 'login.failed', TargetKind: null, TargetId: null, Detail: 'wrong', Address: '10.0.0.1', Outcome: 'denied', Count: 3 },
    ]);
    expect(text.split('\r\n')).toEqual([
      'Id,At (UTC),Account Id,Username,Role,Action,Target,Target Id,Detail,Address,Outcome,Count',
      "7,2026-11-23T06:00:00.000Z,,'@evil,,login.failed,,,wrong,10.0.0.1,denied,3",
      '',
    ]);
  });

  it('turns a local day into the instants the server filters on', () => {
    const start = dayStart('2026-11-23')!;
    expect(new Date(start).getDate()).toBe(23);
    expect(new Date(start).getHours()).toBe(0);
    expect(Date.parse(dayStart('2026-11-23', true)!) - Date.parse(start)).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(dayStart('23/11/2026')).toBeUndefined();
    expect(dayStart('')).toBeUndefined();
  });
});
