import { seasonOf, type Season } from './semesters';

/**
 * A semester name made elsewhere as "Season Year" ("Fall 2026", as analytics and documents write it): its season and
 * year, or null when the name does not follow that pattern (then it is shown as it is).
 */
export function seasonYearOf(name: string): { season: Season; year: string } | null {
  const match = /^\s*(\S+)\s+(\d{4})\s*$/.exec(name);
  if (!match) return null;
  const season = seasonOf(match[1]!);
  return season ? { season, year: match[2]! } : null;
}
