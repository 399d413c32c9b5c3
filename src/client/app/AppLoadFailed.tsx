import { useTranslation } from '../i18n/i18n';

/**
 * Shown when the app's code could not be downloaded after the retries (app/retrying.ts): what happened and a way to
 * try again, in plain React (MUI is part of what did not arrive).
 */
export function AppLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: 560, margin: '64px auto', padding: 24, fontFamily: 'Roboto, Helvetica, Arial, sans-serif' }}>
      <p role="alert" style={{ color: '#b71c1c', fontSize: 18 }}>
        {t('common.loadFailed')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        style={{ background: '#0d47a1', color: '#fff', border: 0, borderRadius: 4, padding: '8px 22px', fontSize: 15, cursor: 'pointer' }}
      >
        {t('common.retry')}
      </button>
    </main>
  );
}
