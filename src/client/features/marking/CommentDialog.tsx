import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { commentLength, COMMENT_MAX } from '../../../common/comments';
import { useTranslation } from '../../i18n/i18n';

export interface CommentTarget {
  key: string;
  /** what the comment is about, e.g. "SE160004 - Pham Duc Duy, Presentation" */
  title: string;
}

/**
 * The inline editor of one comment: opened from a cell (Alt+C), a student (Alt+G) or the project, typed straight
 * into the draft (kept in the browser like the marks), closed with Done or Escape; focus goes back to where it was.
 */
export function CommentDialog({ target, text, readOnly, onChange, onClose }: { target: CommentTarget | null; text: string; readOnly: boolean; onChange(key: string, text: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const length = commentLength(text);
  const tooLong = length > COMMENT_MAX;
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="comment-dialog-title">
      <DialogTitle id="comment-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {target ? t('words.commentOn', { what: target.title }) : ''}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={4}
          maxRows={14}
          fullWidth
          margin="dense"
          label={t('words.commentLabel')}
          value={text}
          error={tooLong}
          helperText={tooLong ? t('words.commentTooLong', { max: COMMENT_MAX }) : t('words.commentCount', { count: length, max: COMMENT_MAX })}
          onChange={(e) => target && onChange(target.key, e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              onClose();
            }
          }}
          slotProps={{ htmlInput: { readOnly, 'data-testid': 'comment-text' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('words.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
