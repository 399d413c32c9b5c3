/** One event of the `/api/live` stream (Server-Sent Events): what changed, so screens refetch just that. */
export interface LiveEvent {
  kind: 'score' | 'published';
  boardId: number;
  projectId: number;
}
