import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState } from 'react';
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
 * it lists the students and their gaps before the admin confirms. When the board's minutes record no decision yet
 * it says so and publishes only once the admin ticks that they publish without it (the chair may record it later).
 */
export function PublishDialog(props: {
  project: { Id: number; Name: string; MinutesWritten?: boolean } | null;
  flagged: DisagreementStudent[];
  threshold: number | undefined;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { project, flagged, threshold, busy, onConfirm, onCancel } = props;
  const noMinutes = project !== null && project.MinutesWritten === false;
  const [withoutMinutes, setWithoutMinutes] = useState(false);
  useEffect(() => setWithoutMinutes(false), [project?.Id]);
  return (
    <Dialog open={project !== null} onClose={() => undefined} aria-labelledby="publish-dialog-title" aria-describedby="publish-dialog-text">
      <DialogTitle id="publish-dialog-title">{translate('board.publishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="publish-dialog-text">
          {project ? translate('board.publishQuestion', { id: project.Id }) : ''}
        </DialogContentText>
        {noMinutes && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="publish-minutes-missing">
            <strong>{translate('board.minutesMissing')}.</strong> {translate('board.minutesMissingText')}
            <FormControlLabel
              sx={{ display: 'flex', mt: 1 }}
              control={<Checkbox checked={withoutMinutes} onChange={(e) => setWithoutMinutes(e.target.checked)} />}
              label={translate('board.minutesMissingConfirm')}
            />
          </Alert>
        )}
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
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy || (noMinutes && !withoutMinutes)}>
          {translate('board.public')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
