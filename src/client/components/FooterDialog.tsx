import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/**
 * The footer's modal (Footer.tsx loads it on the first click): static backdrop, Escape disabled, closed only by
 * the close button. Open while it has a title.
 */
export default function FooterDialog({ title, body, closeLabel, onClose }: { title?: string; body?: string; closeLabel: string; onClose: () => void }) {
  return (
    <Dialog
      open={!!title}
      onClose={(_e, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
      }}
      aria-labelledby="footer-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="footer-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography>{body}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
