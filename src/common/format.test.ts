import { formatDate, parseMark } from './format';

describe('formatDate', () => {
  it.each([
    ['2024-06-15', 'vi', '15/06/2024'],
    ['2024-06-15', 'en', '2024-06-15'],
    ['2024-06-15T00:00:00.000Z', 'vi', '15/06/2024'],
    ['', 'vi', ''],
    [null, 'en', ''],
    ['No information', 'vi', 'No information'],
  ] as const)('%s in %s is %s', (value, language, expected) => {
    expect(formatDate(value, language)).toBe(expected);
  });
});

describe('parseMark', () => {
  it.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    [' 8,25 ', 8.25],
    ['10', 10],
    ['0', 0],
    ['', null],
    ['10,5', undefined],
    ['7,555', undefined],
    ['abc', undefined],
    ['-1', undefined],
  ] as const)('%s -> %s', (text, expected) => {
    expect(parseMark(text)).toBe(expected);
  });
});
