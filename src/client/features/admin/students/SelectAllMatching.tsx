import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/i18n';

export interface SelectAllMatchingProps {
  /** how many rows the search and filter keep */
  total: number;
  /** every row of the page shown is selected (the moment to offer all of them) */
  pageSelected: boolean;
  /** "all N matching" is chosen */
  chosen: boolean;
  onChoose(): void;
  onClear(): void;
}

/**
 * Gmail's "Select all N matching": once the page is selected on a searched or filtered grid, the bulk actions may
 * act on every row the filter keeps (the server resolves them from the filter, in one request).
 */
export function SelectAllMatching({ total, pageSelected, chosen, onChoose, onClear }: SelectAllMatchingProps) {
  const { t } = useTranslation();
  if (chosen) {
    return (
      <Alert severity="info" sx={{ mb: 1 }} action={<Button color="inherit" size="small" onClick={onClear}>{t('adminStudents.selectAll.clear')}</Button>}>
        {t('adminStudents.selectAll.matchingSelected', { count: total })}
      </Alert>
    );
  }
  if (!pageSelected) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 1 }}>
      <Button size="small" onClick={onChoose}>
        {t('adminStudents.selectAll.matching', { count: total })}
      </Button>
    </Alert>
  );
}
