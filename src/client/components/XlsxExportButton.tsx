import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { apiRoot } from '../api/baseApi';
import { useTranslation } from '../i18n/i18n';
import { useToast } from './useToast';
import { useXlsxTexts } from './xlsxTexts';

/**
 * Downloads an .xlsx export (GET /api/export/...?lang=): fetched first so the button can say it is working and a
 * failure is told in the chosen language rather than saved as a broken file.
 */
export function XlsxExportButton({ path, fileName, label, variant = 'text' }: { path: string; fileName: string; label?: string; variant?: 'text' | 'outlined' }) {
  const { language } = useTranslation();
  const tx = useXlsxTexts();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`${apiRoot()}${path}${path.includes('?') ? '&' : '?'}lang=${language}`, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error(tx('exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant={variant} onClick={() => void download()} disabled={busy} aria-busy={busy} startIcon={busy ? <CircularProgress size={14} aria-hidden /> : undefined}>
      {busy ? tx('exporting') : (label ?? tx('export'))}
    </Button>
  );
}
