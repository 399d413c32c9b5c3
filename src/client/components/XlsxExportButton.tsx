import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { apiRoot } from '../api/baseApi';
import { useTranslation } from '../i18n/i18n';
import { useToast } from './useToast';
import { useXlsxTexts } from './xlsxTexts';

/** The rows a grid shows when its search or filter narrows it: their count and the export's query for them. */
export interface ShownRows {
  count: number;
  /** added to the export's address ('shown=1&q=…', 'ids=1,2,3') */
  query: string;
  /** every row of the list, when known (said in the choice) */
  total?: number;
}

/**
 * Downloads an .xlsx export (GET /api/export/...?lang=): fetched first so the button can say it is working and a
 * failure is told in the chosen language rather than saved as a broken file. When the grid's search or filter
 * narrows it (`shown`), the button asks which rows: all of them, or only those shown, each with its count.
 */
export function XlsxExportButton({ path, fileName, label, variant = 'text', shown }: { path: string; fileName: string; label?: string; variant?: 'text' | 'outlined'; shown?: ShownRows | null }) {
  const { language } = useTranslation();
  const tx = useXlsxTexts();
  const toast = useToast();
  const menuId = useId();
  const [busy, setBusy] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = async (extra = '') => {
    setAnchor(null);
    setBusy(true);
    try {
      const res = await fetch(`${apiRoot()}${path}${path.includes('?') ? '&' : '?'}lang=${language}${extra ? `&${extra}` : ''}`, { credentials: 'same-origin' });
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
  const text = busy ? tx('exporting') : (label ?? (shown ? tx('exportChoose') : tx('export')));
  return (
    <>
      <Button
        size="small"
        variant={variant}
        onClick={(e) => (shown ? setAnchor(e.currentTarget) : void download())}
        disabled={busy}
        aria-busy={busy}
        aria-haspopup={shown ? 'menu' : undefined}
        aria-controls={shown && anchor ? menuId : undefined}
        aria-expanded={shown ? anchor !== null : undefined}
        startIcon={busy ? <CircularProgress size={14} aria-hidden /> : undefined}
      >
        {text}
      </Button>
      {shown && (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': tx('exportMenu') } }}>
          <MenuItem onClick={() => void download()}>{shown.total !== undefined ? tx('exportAll', { count: shown.total }) : tx('exportAllPlain')}</MenuItem>
          <MenuItem onClick={() => void download(shown.query)}>{tx('exportShown', { count: shown.count })}</MenuItem>
        </Menu>
      )}
    </>
  );
}
