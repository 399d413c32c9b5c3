import { basisPointsOf } from './grading';
import type { Language } from './languages';
import { parseScoreInput } from './scoreInput';

/**
 * How numbers are shown on screens, in charts and in printable reports: one definition per kind of figure, each
 * written as the chosen language writes numbers (Intl.NumberFormat: English "7.25" and "90.9%", Vietnamese "7,25"
 * and "90,9 %"), with a fixed number of decimals per kind so a figure never reads one way here and another there.
 */

const LOCALES: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
}

/** A score in points (0..10, a mean, a gap between totals): always two decimals, "7.25" / "7,25", "8.00" / "8,00". */
export function formatScore(score: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(score);
}

/** A signed difference in points (a lecturer's leniency): two decimals and its sign, "+1.25" / "−0,40" / "0.00". */
export function formatSignedScore(value: number, language: Language): string {
  const text = formatScore(Math.abs(value), language);
  const zero = formatScore(0, language);
  return text === zero ? zero : `${value > 0 ? '+' : '−'}${text}`;
}

/** A rate (a fraction 0..1: a pass rate) as a percent with one decimal: "90.9%" / "90,9 %", "100.0%". */
export function formatRate(fraction: number, language: Language): string {
  return numberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction);
}

/**
 * A criterion's weight (a fraction, 0.3333) as it was set: the percent exactly as stored (hundredths of a percent),
 * "33.33%" / "33,33 %", "30%" — a weight is typed in by people, so it reads as they typed it.
 */
export function formatPercent(fraction: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPointsOf(fraction) / 10_000);
}

/** A tick of a chart's value axis: a round value with only the decimals it needs, "2" / "0.5" / "0,5". */
export function formatTick(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A count (students, marks): "20,000" / "20.000". */
export function formatCount(count: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(count);
}

/**
 * A date (YYYY-MM-DD or an ISO date-time; only its first 10 characters count) as each language writes it
 *: dd/MM/yyyy in Vietnamese, yyyy-MM-dd in English. Anything else is shown as it is; empty stays empty.
 */
export function formatDate(value: string | null | undefined, language: 'en' | 'vi'): string {
  const text = (value ?? '').slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return value ?? '';
  return language === 'vi' ? `${m[3]}/${m[2]}/${m[1]}` : text;
}

/**
 * A mark as typed in either language: '7,5' and '7.5' are both 7.5. The number when it is a score
 * (0..10, two decimals at most), null when empty, undefined when it is not a score.
 */
export function parseMark(text: string): number | null | undefined {
  return parseScoreInput(text);
}

/**
 * An instant (an ISO date-time as the server stores it, in UTC) as a wall clock of the university's time zone
 * (TIME_ZONE, GET /api/config): the date as `formatDate` writes it and the time `HH:MM` (`HH:MM:SS` with seconds).
 * Every screen shows times through this one function, so a time reads the same on each, whatever the browser's zone.
 */
export function formatInstant(iso: string | null | undefined, language: 'en' | 'vi', timeZone: string | undefined, seconds = false): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    }).formatToParts(instant);
  } catch {
    // an unknown zone: the browser's own rather than nothing
    return formatInstant(iso, language, undefined, seconds);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = [part('hour'), part('minute'), ...(seconds ? [part('second')] : [])].join(':');
  return `${formatDate(`${part('year')}-${part('month')}-${part('day')}`, language)} ${clock}`;
}
