import { SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { lazy, Suspense, type ReactNode, type Ref } from 'react';

/** The MUI look of a toast (theme colours, the close button): MUI is not part of a signed-out first visit. */
const ToastAlert = lazy(() => import(/* webpackChunkName: "shell" */ './ToastAlert'));

/**
 * One toast: notistack's content element holding MUI's Alert in the theme's colour of its variant, with a close
 * button. Until MUI has arrived (a toast on a signed-out page) its text shows plain, on notistack's default dark.
 */
function ThemedToast({ id, message, variant, style, className, ref }: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <SnackbarContent ref={ref} style={style} className={`app-toast ${className ?? ''}`} data-variant={variant}>
      <Suspense
        fallback={
          <div role="alert" className="app-toast-plain" style={{ background: '#313131', color: '#fff', padding: '14px 16px', borderRadius: 4, fontFamily: 'Roboto, Arial, sans-serif' }}>
            {message}
          </div>
        }
      >
        <ToastAlert id={id} message={message} variant={variant} />
      </Suspense>
    </SnackbarContent>
  );
}

const COMPONENTS = { default: ThemedToast, success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast };

/**
 * The toast area of the spec: top right, closing after 2000 ms (an error stays until closed: components/toasts.tsx),
 * at most three at a time (a fourth pushes the oldest out) and the same text never twice at once. The root route
 * mounts it above every page, so a toast sent on the way out (a changed password) shows on the next page.
 */
export function Toasts({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={2000}
      maxSnack={3}
      preventDuplicate
      Components={COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
