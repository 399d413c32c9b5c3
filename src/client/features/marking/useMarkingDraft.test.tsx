import { act, renderHook } from '@testing-library/react';
import type { Baseline } from './gridModel';
import { useMarkingDraft } from './useMarkingDraft';

const scope = { account: 'teach-1', lectureInBoardId: 1, projectId: 2 };
const server = (text: string, version: number) => new Map<string, Baseline>([['4:1', { text, version }]]);

afterEach(() => localStorage.clear());

test('a typed mark stops counting as unsaved in the very render where the server holds it (not one render later)', () => {
  const seen: { held: boolean; count: number }[] = [];
  const { result, rerender } = renderHook(
    ({ baseline }: { baseline: Map<string, Baseline> }) => {
      const md = useMarkingDraft(scope, baseline);
      seen.push({ held: baseline.get('4:1')?.text === '7.5', count: md.count });
      return md;
    },
    { initialProps: { baseline: server('', 0) } },
  );
  act(() => result.current.edit({ '4:1': '7.5' }));
  expect(result.current.count).toBe(1);
  // the save's answer patches the server's cells
  rerender({ baseline: server('7.5', 1) });
  expect(result.current.count).toBe(0);
  expect(seen.filter((r) => r.held && r.count > 0)).toEqual([]);
  expect(seen.some((r) => !r.held && r.count === 1)).toBe(true);
});
