import { ValidationError } from 'yup';
import { basisPointsToPercentText, percentTextToBasisPoints, percentTextToFraction } from '../../common/grading';
import { isSaid, type Said } from '../../common/validation/says';
import { COLUMNS_INCOMPLETE, dataColumnSchema } from '../../common/validation/templates';

/**
 * Score columns as a form edits them (the template wizard's step 2, a column's removal): percentages typed
 * as text (33.33); the shared dataColumnSchema
 * (src/common/validation/templates.ts) judges the columns as they are sent, fractions (0.3333).
 */
export interface ColumnDraft {
  name: string;
  percent: string;
}

export interface ColumnsValues {
  count: string;
  rows: ColumnDraft[];
}

export interface DataColumn {
  name: string;
  percent: number;
}

/** The columns as POST bodies take them: percent as a fraction (33.33 -> 0.3333). */
export function toDataColumn(rows: ColumnDraft[]): DataColumn[] {
  return rows.map((r) => ({ name: r.name.trim(), percent: percentTextToFraction(textOf(r.percent)) as number }));
}

/** Formik stores what a type="number" input holds as a number: read it back as the text typed. */
const textOf = (value: string | number | undefined) => (value === undefined ? '' : String(value));

export interface ColumnsCheck {
  /** the sum of the valid percents, in ten-thousandths (10000 = 100 %) */
  sumBasisPoints: number;
  /** the sum as a percentage text, e.g. "99.5" */
  sumText: string;
  /** per row, the schema's messages (by code: translateValidation shows them) */
  rowErrors: { name?: Said; percent?: Said }[];
  /** the schema's messages about the set (names, 100 %) */
  setErrors: Said[];
  /** two filled-in names are the same */
  duplicateNames: boolean;
  /** at least one row and the schema accepts them */
  ready: boolean;
}

export function checkColumns(rows: ColumnDraft[]): ColumnsCheck {
  const rowErrors: ColumnsCheck['rowErrors'] = rows.map(() => ({}));
  const setErrors: Said[] = [];
  try {
    dataColumnSchema.validateSync(toDataColumn(rows), { abortEarly: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const error of e.inner.length > 0 ? e.inner : [e]) {
      const said: unknown = error.message;
      if (!isSaid(said)) throw error;
      const at = /^\[(\d+)\]\.(name|percent)$/.exec(error.path ?? '');
      if (at) rowErrors[Number(at[1])]![at[2] as 'name' | 'percent'] ??= said;
      else setErrors.push(said);
    }
  }
  const sum = rows.reduce((total, r) => total + (percentTextToBasisPoints(textOf(r.percent)) ?? 0), 0);
  return {
    sumBasisPoints: sum,
    sumText: basisPointsToPercentText(sum),
    rowErrors,
    setErrors,
    // An empty name already has its own error; the duplicate warning is about names actually typed.
    duplicateNames: setErrors.some((e) => e.code === 'duplicateColumnNames') && rows.every((r) => r.name.trim() !== ''),
    ready: rows.length > 0 && setErrors.length === 0 && rowErrors.every((r) => !r.name && !r.percent),
  };
}

/** Formik's validate: the rows' errors (the row count only drives Generate Table). */
export function validateColumns(values: ColumnsValues): { rows?: Said } {
  const check = checkColumns(values.rows);
  return check.ready ? {} : { rows: check.setErrors[0] ?? COLUMNS_INCOMPLETE };
}
