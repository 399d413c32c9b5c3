import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarkingPublication, MarkingView } from '../../../common/dto/marking';
import type { CellConflict } from './conflicts';

/** "Published on {date} by {admin}": the grid is read-only from then on. */
export function PublishedNotice({ publication }: { publication: MarkingPublication }) {
  const at = publication.PublishedAt.slice(0, 16).replace('T', ' ');
  return (
    <Alert severity="success" role="status">
      Published on {at} by {publication.PublishedBy}. The marks below can no longer change; each student&apos;s final score and result are shown.
    </Alert>
  );
}

/** "N unsaved marks restored" after a reload, a crash, Logout/Login or an ended session. */
export function RestoredBanner({ count, onSubmit, onDiscard, busy }: { count: number; onSubmit(): void; onDiscard(): void; busy: boolean }) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onSubmit} disabled={busy}>
            Submit
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard} disabled={busy}>
            Discard
          </Button>
        </Stack>
      }
    >
      {count} unsaved mark{count === 1 ? '' : 's'} restored
    </Alert>
  );
}

function cellName(view: MarkingView, key: string): string {
  const [sip, col] = key.split(':').map(Number);
  const student = view.students.find((s) => s.stdinprjId === sip);
  const column = view.columns.find((c) => c.id === col);
  return `${student ? `${student.Code} - ${student.Name}` : `Student ${sip}`}, ${column?.name ?? `column ${col}`}`;
}

const shown = (text: string) => (text.trim() === '' ? 'empty' : text);

/** Cells changed elsewhere since they were typed: the lecturer keeps theirs or takes the other value, per cell. */
export function ConflictPanel({ view, conflicts, onSettle }: { view: MarkingView; conflicts: CellConflict[]; onSettle(c: CellConflict, choice: 'mine' | 'theirs'): void }) {
  return (
    <Alert severity="warning" role="alert">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {conflicts.length} mark{conflicts.length === 1 ? ' was' : 's were'} changed elsewhere since you typed {conflicts.length === 1 ? 'it' : 'them'}. Choose which value to keep:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {conflicts.map((c) => (
          <Box component="li" key={c.key} sx={{ mb: 1 }}>
            <Typography component="span" sx={{ mr: 1 }}>
              {cellName(view, c.key)}: yours {shown(c.yours)}, theirs {shown(c.theirs)}
            </Typography>
            <Button size="small" variant="outlined" color="inherit" onClick={() => onSettle(c, 'mine')} sx={{ mr: 1 }}>
              Keep mine ({shown(c.yours)})
            </Button>
            <Button size="small" variant="outlined" color="inherit" onClick={() => onSettle(c, 'theirs')}>
              Take theirs ({shown(c.theirs)})
            </Button>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
