import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GridFooterContainer, GridPagination, gridPageCountSelector, useGridApiContext, useGridSelector } from '@mui/x-data-grid';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/i18n';

/**
 * Every admin list's footer: 'Go to page n of N' (a list of 20,000 students has 800 pages; previous and next alone
 * cannot reach the middle), then the grid's own rows-per-page and page counter.
 */
export function AdminGridFooter() {
  const { t } = useTranslation();
  const apiRef = useGridApiContext();
  const pages = useGridSelector(apiRef, gridPageCountSelector);
  const [typed, setTyped] = useState('');
  const go = (event: FormEvent) => {
    event.preventDefault();
    const n = Math.trunc(Number(typed));
    if (!Number.isFinite(n) || n < 1) return;
    apiRef.current.setPage(Math.min(n, Math.max(pages, 1)) - 1);
    setTyped('');
  };
  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 2 }}>
      {pages > 1 && (
        <Box component="form" onSubmit={go} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
          <TextField
            size="small"
            type="number"
            label={t('adminStudents.paging.goTo')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: pages, inputMode: 'numeric' } }}
            sx={{ width: 120 }}
          />
          <Typography variant="body2">{t('adminStudents.paging.pageOf', { count: pages })}</Typography>
          <Button type="submit" size="small">
            {t('adminStudents.paging.goToButton')}
          </Button>
        </Box>
      )}
      <GridPagination />
    </GridFooterContainer>
  );
}
