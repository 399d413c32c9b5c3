/** Durations in the configuration: a whole number followed by s, m, h or d (`90s`, `15m`, `2h`, `7d`), or plain seconds. */
const UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const PATTERN = /^(\d{1,7})\s*([smhd]?)$/;

/** Seconds in `text`, or null when it is not a duration above zero. */
export function durationSeconds(text: string): number | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT[match[2] || 's']!;
  return seconds > 0 ? seconds : null;
}

/** Seconds in a duration the configuration schema has already checked. */
export function secondsOf(text: string): number {
  const seconds = durationSeconds(text);
  if (seconds === null) throw new Error(`"${text}" is not a duration such as 90s, 15m, 2h or 7d`);
  return seconds;
}
