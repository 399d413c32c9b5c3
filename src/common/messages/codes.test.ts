import { englishMessage } from './codes';
import { MESSAGES_EN, MESSAGES_EN_ONE } from './en';

describe("the server's English texts of counts", () => {
  it('say one thing in the singular and the others in the plural', () => {
    expect(englishMessage('importedStudents', { count: 1 })).toBe('Imported 1 student');
    expect(englishMessage('importedStudents', { count: 2 })).toBe('Imported 2 students');
    expect(englishMessage('importChecked', { count: '1' })).toBe('1 row checked: nothing written yet');
    expect(englishMessage('importChecked', { count: 0 })).toBe('0 rows checked: nothing written yet');
    expect(englishMessage('importInvalidRows', { count: 1, total: 4 })).toBe('1 of 4 rows is invalid; nothing was imported');
  });

  it('keep every other variable of the plural text', () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).filter((v) => v !== 'count');
    for (const [code, one] of Object.entries(MESSAGES_EN_ONE)) {
      expect([code, variables(one!)]).toEqual([code, variables(MESSAGES_EN[code as keyof typeof MESSAGES_EN])]);
    }
  });
});
