import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/baseApi';
import { t, useTranslation } from '../../i18n/i18n';

import type { Toast } from '../../components/useToast';
import { successMessage } from '../../components/successMessage';
import { PageLoading } from '../../components/PageLoading';
import { PagedGrid, type PagedGridProps } from '../../components/PagedGrid';
import { semesterText } from '../../components/semesterText';

/** Shared pieces of the detail pages (inside this feature only). */

/** The page frame: title, loading, error, then the content. */
export function DetailsFrame({ title, loading, error, children }: { title: string; loading: boolean; error: unknown; children?: ReactNode }) {
  useTranslation();
  return (
    <Paper sx={{ p: 3, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {loading && <PageLoading />}
      {!loading && error ? <Alert severity="error">{errorMessage(error, t('details.loadError'))}</Alert> : null}
      {!loading && !error ? children : null}
    </Paper>
  );
}

/** Label/value pairs as a description list. */
export function InfoList({ items, label }: { items: [string, ReactNode][]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, mb: 2 }}
    >
      {items.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {k}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {v}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A DataGrid with the pages' defaults; an empty list reads 'No item'. */
export function ItemsGrid<R extends GridValidRowModel>(props: PagedGridProps<R>) {
  const { t: translate } = useTranslation();
  return <PagedGrid<R> emptyText={translate('details.noItem')} {...props} />;
}

/** Runs a mutation and toasts its outcome (the server's message, else `success`); true on success. */
export async function runAndToast(toast: Toast, call: () => { unwrap(): Promise<{ message?: string } | unknown> }, success: string): Promise<boolean> {
  try {
    const result = (await call().unwrap()) as { message?: string } | undefined;
    toast.success(successMessage(result, success));
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

export const semesterLabel = (year: number, session: string) => semesterText(year, session);

/** 'No infor' for a missing value (spec section 2). */
export const orNoInfor = (v: string | null | undefined) => (v ? v : t('details.noInfo'));
