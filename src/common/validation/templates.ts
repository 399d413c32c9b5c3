import * as yup from 'yup';
import { percentsSumToOne, toBasisPoints } from '../grading';
import { LIMITS } from './limits';
import { pickedId } from './pickedId';
import { says } from './says';
import { isIsoDate } from '../timing';

/** Template and score-column forms (spec section 5); percents are fractions in (0, 1], at most 4 decimals. */

export const MAX_SCORE_COLUMNS = LIMITS.scoreColumns;

function columnName() {
  return yup.string().required(says('required', { field: 'name' })).max(LIMITS.name, says('maxLength', { field: 'name' }));
}

/** POST /template/add (step 1 of the wizard). */
export const templateAddSchema = yup.object({
  id: yup
    .number()
    .typeError(says('required', { field: 'id' }))
    .required(says('required', { field: 'id' }))
    .integer(says('wholeNumber', { field: 'id' }))
    .min(1, says('atLeast', { field: 'id' })),
  name: columnName(),
  subjectId: pickedId('subject'),
  applydate: yup
    .string()
    .required(says('required', { field: 'applyDate' }))
    .test('iso-date', says('realDate', { field: 'applyDate' }), (v) => !v || isIsoDate(v)),
});
export type TemplateAddInput = yup.InferType<typeof templateAddSchema>;

export const scoreColumnSchema = yup.object({
  name: columnName(),
  percent: yup
    .number()
    .typeError(says('required', { field: 'percent' }))
    .required(says('required', { field: 'percent' }))
    .test('fraction', says('percentRange'), (v) => v === undefined || (v > 0 && v <= 1))
    .test('decimals', says('percentDecimals'), (v) => v === undefined || !(v > 0 && v <= 1) || toBasisPoints(v) !== null),
});
export type ScoreColumnInput = yup.InferType<typeof scoreColumnSchema>;

/** The column form's message while a row lacks its name or percent (components/scoreColumnsForm.ts). */
export const COLUMNS_INCOMPLETE = says('columnsIncomplete');

/** The columns of one template: at least one, distinct names, percents summing to exactly 1. */
export const dataColumnSchema = yup
  .array()
  .of(scoreColumnSchema.required(COLUMNS_INCOMPLETE))
  .required(says('atLeastOneColumn'))
  .min(1, says('atLeastOneColumn'))
  .max(MAX_SCORE_COLUMNS, says('tooManyColumns'))
  .test('names', says('duplicateColumnNames'), (cols) => {
    if (!cols) return true;
    const names = cols.map((c) => (c?.name ?? '').trim().toLowerCase());
    return new Set(names).size === names.length;
  })
  // the server's own refusal of such a set (templates.ts) words it the same: one code
  .test('sum', says('percentsNot100'), (cols) => {
    if (!cols) return true;
    const bps = cols.map((c) => toBasisPoints(c?.percent));
    if (bps.some((b) => b === null)) return true; // each column reports its own error
    return percentsSumToOne(bps as number[]);
  });

/** POST /scoreColumn/adds and PUT /scorecolumn/replace. */
export const scoreColumnsSchema = yup.object({
  templateId: pickedId('template'),
  dataColumn: dataColumnSchema,
});
export type ScoreColumnsInput = yup.InferType<typeof scoreColumnsSchema>;

/** POST /template/addwithcolumns: the wizard's two steps in one atomic call. */
export const templateWithColumnsSchema = templateAddSchema.shape({ dataColumn: dataColumnSchema });
export type TemplateWithColumnsInput = yup.InferType<typeof templateWithColumnsSchema>;

/** PUT /template/edit: name and apply date; the columns (optional) only while no board using it has a mark. */
export const templateEditSchema = templateAddSchema.pick(['name', 'applydate']).shape({ dataColumn: dataColumnSchema.optional().default(undefined) });
export type TemplateEditInput = yup.InferType<typeof templateEditSchema>;
