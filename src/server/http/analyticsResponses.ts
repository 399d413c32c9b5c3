/** The analytics and .xlsx routes' response schemas, written once in src/common/contract. */
export { BoardAnalytics, DrillRows, TermAnalytics } from '../../common/contract/analytics';
export { ScheduleXlsxImported, XlsxImported } from '../../common/contract/imports';
