/**
 * A semester's session is stored as the admin typed it. The three seasons the university uses are said in the
 * reader's language at display time (never stored translated, so exports import back unchanged); any other session
 * is shown as typed.
 */
export const SEASONS = ['fall', 'spring', 'summer'] as const;
export type Season = (typeof SEASONS)[number];

/** The season a stored session names ('Fall', ' fall '), or null for any other session ('HK1', 'Fall A'). */
export function seasonOf(session: string | number): Season | null {
  const key = String(session).trim().toLowerCase();
  return (SEASONS as readonly string[]).includes(key) ? (key as Season) : null;
}
