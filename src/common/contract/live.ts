import { Type, type Static } from '@sinclair/typebox';
import { int, row } from './kit';

/** One event of the `/api/live` stream (Server-Sent Events): what changed, so screens refetch just that. */
export const LiveEvent = row({ kind: Type.Union([Type.Literal('score'), Type.Literal('published')]), boardId: int, projectId: int });
export type LiveEvent = Static<typeof LiveEvent>;
