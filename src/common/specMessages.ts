/**
 * Visible messages of spec section 8 that both sides show. Where the spec marks a text as misspelled
 * ("spelled so"), the corrected text ships (README, "Deliberate deviations").
 */
export const MESSAGES = {
  /** spec: 'Delele successfully' */
  deleted: 'Deleted successfully',
  deleteError: 'Delete error',
  notPerformed: 'This operation cannot be performed',
  /** a project added to a board without its time, order or duration */
  missingFields: 'Some input fields are missing',
} as const;
