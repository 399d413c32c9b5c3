import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useCallback, useEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import { whenIdle } from './whenIdle';

type Tip = ComponentType<TooltipProps>;
let tooltip: Tip | null = null;
const loadTooltip = (): Promise<Tip> =>
  import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then((m) => (tooltip = m.default));

/**
 * MUI's Tooltip describing its child (`describeChild`), whose code (the tooltip, its popper and transition, ≈ 12 KB
 * gzip) loads once the screen has painted and the browser is idle instead of with the screen. Until then the child
 * carries what MUI's closed tooltip gives it, the text as its `title`: the same description for a screen reader.
 * The child is drawn again when the tooltip arrives; focus inside it stays there.
 */
export function LateTooltip({ title, children }: { title: string; children: ReactElement<{ title?: string; ref?: Ref<HTMLElement> }> }) {
  const [Tip, setTip] = useState<Tip | null>(() => tooltip);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (Tip) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      loadTooltip()
        .then((loaded) => {
          if (!live) return;
          refocus.current = node.current?.contains(document.activeElement) ?? false;
          setTip(() => loaded);
        })
        // not downloaded (offline): the title stays the description
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Tip]);
  const ref = useCallback((el: HTMLElement | null) => {
    node.current = el;
    if (el && refocus.current) {
      refocus.current = false;
      (el.querySelector<HTMLElement>('button, a[href], input, [tabindex]') ?? el).focus();
    }
  }, []);
  const child = cloneElement(children, { ref });
  return Tip ? (
    <Tip title={title} describeChild>
      {child}
    </Tip>
  ) : (
    cloneElement(child, { title })
  );
}
