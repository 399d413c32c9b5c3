import { liveEventTags } from './liveUpdates';
import { LIVE_ORIGIN } from './liveOrigin';
import { markingApi } from './markingApi';
import './projectApi';

/** What a live event makes stale: the announced write's own tags, for the board and project it names, once. */
describe('live event tags', () => {
  const save = { lectureinboardId: 4, projectId: 5, boardId: 3, rows: [] };
  const invalidatedBySave = () => {
    let spec: unknown;
    markingApi.enhanceEndpoints({ endpoints: { saveMarking: (d) => void (spec = d.invalidatesTags) } });
    return (spec as (r: unknown, e: unknown, a: unknown) => unknown)({ status: 200, data: {} }, undefined, save);
  };

  it('a mark saved in another tab: the tags the save itself invalidates, naming its project and board only', () => {
    const tags = liveEventTags({ kind: 'score', boardId: 3, projectId: 5, origin: 'another-tab-1234' });
    expect(tags).toEqual(invalidatedBySave());
    expect(tags).toEqual([
      { type: 'Score', id: 5 },
      { type: 'Score', id: 'board-3' },
      { type: 'Score', id: 'ANY' },
      { type: 'History', id: 5 },
      { type: 'History', id: 'ANY' },
    ]);
  });

  it('a publication: the project’s and board’s published results', () => {
    expect(liveEventTags({ kind: 'published', boardId: 3, projectId: 5 })).toEqual([
      { type: 'Published', id: 5 },
      { type: 'Published', id: 'board-3' },
      { type: 'Published', id: 'ANY' },
    ]);
  });

  it("this tab's own save: nothing (its mutation has refreshed the same tags), nor a malformed event", () => {
    expect(liveEventTags({ kind: 'score', boardId: 3, projectId: 5, origin: LIVE_ORIGIN })).toEqual([]);
    expect(liveEventTags({ kind: 'published', boardId: 3, projectId: 5, origin: LIVE_ORIGIN })).toEqual([]);
    expect(liveEventTags({ kind: 'score', boardId: 3 })).toEqual([]);
    expect(liveEventTags({})).toEqual([]);
  });
});
