import { ValidationError } from 'yup';
import { saidOf } from './says';
import { isValidScore, parseScoreInput, scoreProblem, scoreSchema, scoreTextProblem, SCORE_MESSAGE } from './scores';

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

  it('says why a value is not a score: out of 0 to 10, or more than two decimals', () => {
    expect(scoreTextProblem('7.555')).toBe('scoreDecimals');
    expect(scoreTextProblem('7,555')).toBe('scoreDecimals');
    expect(scoreTextProblem('11')).toBe('score');
    expect(scoreTextProblem('10.555')).toBe('score');
    expect(scoreTextProblem('abc')).toBe('score');
    expect(scoreTextProblem(' ')).toBe('empty');
    expect(scoreTextProblem('7.55')).toBeNull();
    expect(scoreProblem(7.555)).toBe('scoreDecimals');
    expect(scoreProblem('7')).toBe('score');
    expect(scoreProblem(-0.5)).toBe('score');
  });

  it('treats an empty cell as empty', () => expect(parseScoreInput('  ')).toBeNull());

  it('validates numbers like the server', async () => {
    expect(isValidScore(4.99)).toBe(true);
    expect(isValidScore(4.999)).toBe(false);
    expect(isValidScore('5')).toBe(false);
    expect(() => scoreSchema.validateSync(12)).toThrow(ValidationError);
    await expect(scoreSchema.validate(12).catch((e: ValidationError) => saidOf(e))).resolves.toEqual({ code: 'score', params: { max: '10' } });
    expect(SCORE_MESSAGE).toBe('Scores must be numbers from 0 to 10 inclusive');
    expect(scoreSchema.validateSync(9.5)).toBe(9.5);
    await expect(scoreSchema.validate(7.555).catch((e: ValidationError) => saidOf(e))).resolves.toEqual({ code: 'scoreDecimals', params: {} });
  });
});
