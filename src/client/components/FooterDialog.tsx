import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button,[href],input,select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * The footer's modal: static backdrop, closed by the close button (and by Escape when `closeOnEscape`: the long
 * policy texts, read like any document, close as a reader expects; the spec's short dialogs keep Escape disabled). Plain React,
 * drawn like MUI's Dialog: focus moves into it and stays there (Tab wraps), the page behind does not scroll, and
 * focus returns to the link that opened it.
 */
export default function FooterDialog({
  title,
  body,
  closeLabel,
  closeOnEscape = false,
  onClose,
}: {
  title: string;
  body?: string;
  closeLabel: string;
  closeOnEscape?: boolean;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closeOnEscape) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="pf-backdrop" onKeyDown={keepFocusInside}>
      <div ref={dialog} className="pf-dialog" role="dialog" aria-modal="true" aria-labelledby="footer-dialog-title" tabIndex={-1}>
        <h2 id="footer-dialog-title" className="pf-dialog-title">
          {title}
        </h2>
        <div className="pf-dialog-content">
          <p className="pf-dialog-text">{body}</p>
        </div>
        <div className="pf-dialog-actions">
          <button type="button" className="pf-text-button" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
