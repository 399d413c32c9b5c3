/**
 * Score-column percents as the admin types them (percentages, at most 2 decimals: 33.33) and as they are
 * sent (fractions with at most 4 decimals: 0.3333). Sums are taken in hundredths of a percent (integers),
 * so 33.33 + 33.33 + 33.34 is exactly 100 %.
 */
export interface ColumnDraft {
  name: string;
  percent: string;
}

/** Hundredths of a percent of a typed percentage (in (0, 100], at most 2 decimals), or null when invalid. */
export function percentHundredths(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, decimals = ''] = t.split('.');
  const h = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return h > 0 && h <= 10_000 ? h : null;
}

export interface ColumnsCheck {
  /** sum of the valid percents, in hundredths of a percent */
  sumHundredths: number;
  /** the sum as a percentage text, e.g. "99.5" */
  sumText: string;
  /** rows (0-based) whose percent is not a valid percentage */
  badPercents: number[];
  /** rows (0-based) with an empty name */
  emptyNames: number[];
  duplicateNames: boolean;
  /** exactly 100 % and every row valid */
  ready: boolean;
}

export function checkColumns(rows: ColumnDraft[]): ColumnsCheck {
  let sum = 0;
  const badPercents: number[] = [];
  const emptyNames: number[] = [];
  rows.forEach((r, i) => {
    const h = percentHundredths(r.percent);
    if (h === null) badPercents.push(i);
    else sum += h;
    if (!r.name.trim()) emptyNames.push(i);
  });
  const names = rows.map((r) => r.name.trim().toLowerCase()).filter(Boolean);
  const duplicateNames = new Set(names).size !== names.length;
  const ready = rows.length > 0 && sum === 10_000 && badPercents.length === 0 && emptyNames.length === 0 && !duplicateNames;
  return { sumHundredths: sum, sumText: String(sum / 100), badPercents, emptyNames, duplicateNames, ready };
}

/** The columns as POST bodies take them: percent as a fraction (33.33 -> 0.3333). */
export function toDataColumn(rows: ColumnDraft[]): { name: string; percent: number }[] {
  return rows.map((r) => ({ name: r.name.trim(), percent: (percentHundredths(r.percent) ?? 0) / 10_000 }));
}
