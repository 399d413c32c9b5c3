/*
 * The score writes' messages, apart from the score rules (scoreInput.ts): the server's message table
 * (messages/en.ts, part of the signed-in app's English texts) reads them without the grading code.
 */

/** Spec section 8: success snackbar of score insert and update. */
export const SCORE_SAVED_MESSAGE = 'Update grade successfully';
/** Optimistic-concurrency refusal (HTTP 409) of a score write whose version is stale. */
export const SCORE_CONFLICT_MESSAGE = 'These marks were changed elsewhere since you opened the page; reload to see them';
/** Refusal of any score write once the project is published. */
export const SCORE_PUBLISHED_MESSAGE = 'This project has been published: its marks can no longer change';
/** Refusal of a second insert of the same student's row. */
export const SCORE_DUPLICATE_MESSAGE = 'These marks have already been entered; use Update to change them';
