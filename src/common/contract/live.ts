import { Type, type Static } from '@sinclair/typebox';
import { int, opt, row } from './kit';

/** One event of the `/api/live` stream (Server-Sent Events): what changed, so screens refetch just that. */
export const LiveEvent = row({
  kind: Type.Union([Type.Literal('score'), Type.Literal('published')]),
  boardId: int,
  projectId: int,
  /** the browser tab that made the change (its x-live-origin header), so that tab skips its own echo */
  origin: opt(Type.String()),
});
export type LiveEvent = Static<typeof LiveEvent>;
