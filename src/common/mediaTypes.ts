/**
 * The media type of an .xlsx workbook: the exports answer with it, and an .xlsx import's body is the file's own bytes
 * with it (the import's options in the query string).
 */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Content-Type header's media type alone, lower-cased (its parameters, such as a charset, left out). */
export const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();
