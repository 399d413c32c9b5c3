import { seasonYearOf } from './semesterNames';
import { seasonOf } from './semesters';

describe('semester seasons', () => {
  it('reads the three seasons in any case, nothing else', () => {
    expect(seasonOf('Fall')).toBe('fall');
    expect(seasonOf(' SPRING ')).toBe('spring');
    expect(seasonOf('summer')).toBe('summer');
    for (const other of ['HK1', 'Fall A', '', 'Autumn', 3]) expect(seasonOf(other)).toBeNull();
  });

  it('splits "Season Year" names only', () => {
    expect(seasonYearOf('Fall 2026')).toEqual({ season: 'fall', year: '2026' });
    expect(seasonYearOf('summer 2027')).toEqual({ season: 'summer', year: '2027' });
    for (const other of ['Fall', '2026 Fall', 'Fall 26', 'HK1 2026', 'Fall 2026 extra']) expect(seasonYearOf(other)).toBeNull();
  });
});
