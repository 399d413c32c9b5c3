import * as yup from 'yup';
import { percentsSumToOne, toBasisPoints } from '../grading';
import { LIMITS } from './limits';
import { isIsoDate } from '../timing';

/** Template and score-column forms (spec section 5); percents are fractions in (0, 1], at most 4 decimals. */

export const MAX_SCORE_COLUMNS = LIMITS.scoreColumns;

/** POST /template/add (step 1 of the wizard). */
export const templateAddSchema = yup.object({
  id: yup.number().typeError('ID is required').required('ID is required').integer('ID must be a whole number').min(1, 'ID must be at least 1'),
  name: yup.string().required('Name is required').max(LIMITS.name, `Name must be under ${LIMITS.name} characters long`),
  subjectId: yup.number().typeError('Subject ID is required').required('Subject ID is required').integer('Subject ID is required').min(1, 'Subject ID is required'),
  applydate: yup
    .string()
    .required('Apply date is required')
    .test('iso-date', 'Apply date must be a real date (YYYY-MM-DD)', (v) => !v || isIsoDate(v)),
});
export type TemplateAddInput = yup.InferType<typeof templateAddSchema>;

export const scoreColumnSchema = yup.object({
  name: yup.string().required('Name is required').max(LIMITS.name, `Name must be under ${LIMITS.name} characters long`),
  percent: yup
    .number()
    .typeError('Percent is required')
    .required('Percent is required')
    .test('fraction', 'Percent must be greater than 0 and at most 1 (100%)', (v) => v === undefined || (v > 0 && v <= 1))
    .test('decimals', 'Percent must have at most 4 decimals (0.01 %)', (v) => v === undefined || !(v > 0 && v <= 1) || toBasisPoints(v) !== null),
});
export type ScoreColumnInput = yup.InferType<typeof scoreColumnSchema>;

export const PERCENTS_MESSAGE = 'The percents of the score columns must add up to exactly 100%';
export const COLUMN_NAMES_MESSAGE = 'Two score columns cannot have the same name';
/** The column form's message while a row lacks its name or percent (components/scoreColumnsForm.ts). */
export const COLUMNS_INCOMPLETE_MESSAGE = 'Every score column needs a name and a percent';

/** The columns of one template: at least one, distinct names, percents summing to exactly 1. */
export const dataColumnSchema = yup
  .array()
  .of(scoreColumnSchema.required())
  .required('At least one score column is required')
  .min(1, 'At least one score column is required')
  .max(MAX_SCORE_COLUMNS, `A template has at most ${MAX_SCORE_COLUMNS} score columns`)
  .test('names', COLUMN_NAMES_MESSAGE, (cols) => {
    if (!cols) return true;
    const names = cols.map((c) => (c?.name ?? '').trim().toLowerCase());
    return new Set(names).size === names.length;
  })
  .test('sum', PERCENTS_MESSAGE, (cols) => {
    if (!cols) return true;
    const bps = cols.map((c) => toBasisPoints(c?.percent));
    if (bps.some((b) => b === null)) return true; // each column reports its own error
    return percentsSumToOne(bps as number[]);
  });

/** POST /scoreColumn/adds and PUT /scorecolumn/replace. */
export const scoreColumnsSchema = yup.object({
  templateId: yup.number().typeError('Template ID is required').required('Template ID is required').integer('Template ID is required').min(1, 'Template ID is required'),
  dataColumn: dataColumnSchema,
});
export type ScoreColumnsInput = yup.InferType<typeof scoreColumnsSchema>;

/** POST /template/addwithcolumns: the wizard's two steps in one atomic call. */
export const templateWithColumnsSchema = templateAddSchema.shape({ dataColumn: dataColumnSchema });
export type TemplateWithColumnsInput = yup.InferType<typeof templateWithColumnsSchema>;

/** PUT /template/edit: name and apply date; the columns (optional) only while no board using it has a mark. */
export const templateEditSchema = templateAddSchema.pick(['name', 'applydate']).shape({ dataColumn: dataColumnSchema.optional().default(undefined) });
export type TemplateEditInput = yup.InferType<typeof templateEditSchema>;
