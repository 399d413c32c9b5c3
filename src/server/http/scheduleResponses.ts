import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { conflictFields } from '../../common/contract/schedule';

/** The defence schedule's response schemas (written once in src/common/contract/schedule.ts). */
export { BoardScheduleData, ConflictRow, FeedStatus, MyScheduleData, RunningOrderRow, ScheduleBoardRef, ScheduleGridBoard } from '../../common/contract/schedule';
export { ScheduleImported } from '../../common/contract/imports';

/** An answer of a route that changes the schedule: its envelope plus the named conflicts. */
export function withConflicts<P extends TProperties>(schema: TObject<P>) {
  return Type.Object({ ...schema.properties, ...conflictFields });
}
