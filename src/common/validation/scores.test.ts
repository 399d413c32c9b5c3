import { isValidScore, parseScoreInput, scoreSchema, SCORE_MESSAGE } from './scores';

describe('score cells', () => {
  it.each([
    ['7', 7],
    ['7.25', 7.25],
    ['7,5', 7.5],
    [' 10 ', 10],
    ['0', 0],
    ['.5', 0.5],
  ])('parses %j as %p', (text, value) => expect(parseScoreInput(text)).toBe(value));

  it.each(['11', '10.01', '-1', 'abc', '7.255', '1e1', '7..5'])('refuses %j', (text) => expect(parseScoreInput(text)).toBeUndefined());

  it('treats an empty cell as empty', () => expect(parseScoreInput('  ')).toBeNull());

  it('validates numbers like the server', () => {
    expect(isValidScore(4.99)).toBe(true);
    expect(isValidScore(4.999)).toBe(false);
    expect(isValidScore('5')).toBe(false);
    expect(() => scoreSchema.validateSync(12)).toThrow(SCORE_MESSAGE);
    expect(scoreSchema.validateSync(9.5)).toBe(9.5);
  });
});
