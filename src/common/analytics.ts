/** Limits of the analytics answers (contract/analytics.ts), shared by the server and the screens. */

/** The most students one drill-down lists. */
export const DRILL_MAX = 1000;
/** Ten bars of one point each; the last holds 10. */
export const SCORE_BIN_COUNT = 10;
