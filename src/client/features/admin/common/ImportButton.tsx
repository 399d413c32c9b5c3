import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { ImportPanel, type ImportPanelProps } from './ImportPanel';

/** The toolbar's 'Import CSV' (beside Export): the import panel in a dialog. */
export function ImportButton<F extends string>(props: ImportPanelProps<F>) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>Import {props.noun}</DialogTitle>
        <DialogContent>
          <ImportPanel {...props} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
