import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useCallback, useRef, type ComponentType, type ReactElement, type Ref } from 'react';
import { lateModule, useLateModule } from './lateModule';

const tooltip = lateModule<{ default: ComponentType<TooltipProps> }>(() => import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip'));

/**
 * MUI's Tooltip describing its child (`describeChild`), whose code (the tooltip, its popper and transition, ≈ 12 KB
 * gzip) loads once the screen has painted and the browser is idle instead of with the screen. Until then the child
 * carries what MUI's closed tooltip gives it, the text as its `title`: the same description for a screen reader.
 * The child is drawn again when the tooltip arrives; focus inside it stays there.
 */
export function LateTooltip({ title, children }: { title: string; children: ReactElement<{ title?: string; ref?: Ref<HTMLElement> }> }) {
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const Tip = useLateModule(tooltip, () => {
    refocus.current = node.current?.contains(document.activeElement) ?? false;
  })?.default;
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
