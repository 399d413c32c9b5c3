import type { AnyObject, ObjectSchema } from 'yup';
import { courseAddSchema, projectAddSchema } from '../../../common/validation/catalog';
import { lecturerImportSchema, studentImportSchema } from '../../../common/validation/people';

/** The shared schemas an import checks its rows by, by name: a name crosses to the checking thread, a schema cannot. */
export const ROW_SCHEMAS = {
  studentImport: studentImportSchema as ObjectSchema<AnyObject>,
  lecturerImport: lecturerImportSchema as ObjectSchema<AnyObject>,
  courseAdd: courseAddSchema as ObjectSchema<AnyObject>,
  projectAdd: projectAddSchema as ObjectSchema<AnyObject>,
};

export type RowSchema = keyof typeof ROW_SCHEMAS;
