/**
 * A text a spreadsheet would run as a formula when a CSV is opened (= + - @, tab or carriage return first) gets a
 * quote mark in front. Every CSV export the product writes (audit log, grade report) passes its texts through here.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
