import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * The toast area (spec: top right, messages close after 2000 ms unless a duration is given), at most three at a time
 * (a fourth pushes the oldest out). It replaced notistack (≈ 10 KB gzipped on every signed-in first visit); the
 * message element keeps notistack's id, `notistack-snackbar`, which the browser tests and the print styles look for.
 * Colours meet WCAG AA contrast against white text.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** ms before it closes (2000 unless given) */
  autoHideDuration?: number;
}

interface ToastItem {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  duration: number;
}

type Enqueue = (message: ReactNode, options?: ToastOptions) => number;

const MAX_TOASTS = 3;
const DEFAULT_DURATION = 2000;

const COLOURS: Record<ToastVariant, string> = {
  default: '#313131',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#8a4b00',
  info: '#0d47a1',
};

const AREA: CSSProperties = {
  position: 'fixed',
  top: 14,
  right: 20,
  zIndex: 1400,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 12,
  maxWidth: 'calc(100% - 40px)',
  pointerEvents: 'none',
};

const TOAST: CSSProperties = {
  color: '#fff',
  fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
  fontSize: '0.875rem',
  lineHeight: 1.43,
  letterSpacing: '0.01071em',
  padding: '14px 16px',
  borderRadius: 4,
  boxShadow: '0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12)',
  minWidth: 288,
  maxWidth: '100%',
  boxSizing: 'border-box',
  overflowWrap: 'anywhere',
  pointerEvents: 'all',
};

const ToastContext = createContext<Enqueue | null>(null);

function Toast({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item, onClose]);
  return (
    <div role="alert" aria-describedby="notistack-snackbar" className={`app-toast app-toast-${item.variant}`} style={{ ...TOAST, backgroundColor: COLOURS[item.variant] }}>
      <div id="notistack-snackbar">{item.message}</div>
    </div>
  );
}

export function ToastArea({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(0);
  const close = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const enqueue = useCallback<Enqueue>((message, options = {}) => {
    const id = (next.current += 1);
    const item = { id, message, variant: options.variant ?? 'default', duration: options.autoHideDuration ?? DEFAULT_DURATION };
    setItems((list) => [...list, item].slice(-MAX_TOASTS));
    return id;
  }, []);
  return (
    <ToastContext.Provider value={enqueue}>
      {children}
      {items.length > 0 && (
        <div className="app-toast-area" style={AREA}>
          {items.map((item) => (
            <Toast key={item.id} item={item} onClose={close} />
          ))}
        </div>
      )}
    </ToastContext.Provider>
  );
}

/** notistack's hook, for the screens that queue a text as it is (useToast translates first). */
export function useSnackbar(): { enqueueSnackbar: Enqueue } {
  const enqueue = useContext(ToastContext);
  if (!enqueue) throw new Error('a toast was sent outside the toast area (ToastArea)');
  return useMemo(() => ({ enqueueSnackbar: enqueue }), [enqueue]);
}
