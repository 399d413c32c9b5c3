/** Import file columns (shared with the server's .xlsx import). */
export { STUDENT_IMPORT_COLUMNS as IMPORT_FIELDS } from '../../../../common/importColumns';
