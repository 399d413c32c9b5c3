import Button from '@mui/material/Button';
import { t as translate } from '../../../i18n/i18n';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DisagreementStudent } from '../../../../common/contract/disagreement';
import { DISAGREEMENT_TEXT, DisagreementList } from '../Disagreements';

/**
 * "Publish results?" (no close on backdrop or Escape, like ConfirmDialog); when the project's lecturers disagree
 * it lists the students and their gaps before the admin confirms.
 */
export function PublishDialog(props: {
  project: { Id: number; Name: string } | null;
  flagged: DisagreementStudent[];
  threshold: number | undefined;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { project, flagged, threshold, busy, onConfirm, onCancel } = props;
  return (
    <Dialog open={project !== null} onClose={() => undefined} aria-labelledby="publish-dialog-title" aria-describedby="publish-dialog-text">
      <DialogTitle id="publish-dialog-title">{translate('board.publishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="publish-dialog-text">
          {project ? translate('board.publishQuestion', { id: project.Id }) : ''}
        </DialogContentText>
        {flagged.length > 0 && threshold !== undefined && (
          <>
            <DialogContentText sx={{ mt: 2, fontWeight: 'bold' }}>{DISAGREEMENT_TEXT.title(threshold)}</DialogContentText>
            <DisagreementList students={flagged} label={translate('disagreement.listLabel')} />
            <DialogContentText sx={{ mt: 1 }}>{DISAGREEMENT_TEXT.publishWarning}</DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {translate('board.public')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
