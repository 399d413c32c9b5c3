import { lowerThisThread } from '../../runtime/lowPriority';
import { allErrors, type FieldError } from '../validate';
import { ROW_SCHEMAS, type RowSchema } from './schemas';

// a file's rows are checked on the CPU the users' requests leave (runtime/lowPriority.ts)
lowerThisThread();

/** The entry of the row-checking thread (rowChecks/index.ts): each row's problems by its schema, in the rows' order. */
export default function checkRows({ schema, rows }: { schema: RowSchema; rows: unknown[] }): FieldError[][] {
  return rows.map((row) => allErrors(ROW_SCHEMAS[schema], row));
}
