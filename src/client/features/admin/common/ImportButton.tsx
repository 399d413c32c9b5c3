import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { ImportPanel, type ImportPanelProps } from './ImportPanel';
import { translateKey, useTranslation } from '../../../i18n/i18n';

/** The toolbar's 'Import CSV' (beside Export): the import panel in a dialog. */
export function ImportButton<F extends string>(props: ImportPanelProps<F>) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { t } = useTranslation();
  const noun = translateKey(`adminStudents.nouns.${props.noun}`, { defaultValue: props.noun });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('adminStudents.importer.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{t('adminStudents.importer.title', { noun })}</DialogTitle>
        <DialogContent>
          <ImportPanel {...props} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('adminStudents.importer.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
