import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarkingPublication, MarkingView } from '../../../common/contract/marking';
import { useInstant } from '../../components/useInstant';
import { useTranslation, type Translate } from '../../i18n/i18n';
import type { CellConflict } from './conflicts';

const BY = '\u0001';

/** "Published on {date} by {admin}": the grid is read-only from then on. The date as the language writes it. */
export function PublishedNotice({ publication }: { publication: MarkingPublication }) {
  const { t } = useTranslation();
  const at = useInstant()(publication.PublishedAt);
  // the admin's username is data, not interface text: it sits where the language puts it, marked translate="no"
  const [before, after] = t('marking.publishedNotice', { at, by: BY }).split(BY);
  return (
    <Alert severity="success" role="status">
      {before}
      <span translate="no">{publication.PublishedBy}</span>
      {after}
    </Alert>
  );
}

/** "N unsaved marks restored" after a reload, a crash, Logout/Login or an ended session. */
export function RestoredBanner({ count, onSubmit, onDiscard, busy }: { count: number; onSubmit(): void; onDiscard(): void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onSubmit} disabled={busy}>
            {t('marking.submit')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard} disabled={busy}>
            {t('marking.discard')}
          </Button>
        </Stack>
      }
    >
      {t('marking.restored', { count })}
    </Alert>
  );
}

function cellName(view: MarkingView, key: string, t: Translate): string {
  const comment = key.startsWith('c:');
  const [sip, col] = key.replace(/^c:/, '').split(':').map(Number);
  if (comment && sip === 0) return t('words.projectComment');
  const student = view.students.find((s) => s.stdinprjId === sip);
  const column = view.columns.find((c) => c.id === col);
  const where = comment && col === 0 ? t('words.generalComment') : (column?.name ?? t('marking.cellColumn', { id: col }));
  return `${student ? `${student.Code} - ${student.Name}` : t('marking.cellStudent', { id: sip })}, ${where}${comment && col !== 0 ? ` (${t('words.comment')})` : ''}`;
}

/** Cells changed elsewhere since they were typed: the lecturer keeps theirs or takes the other value, per cell. */
export function ConflictPanel({ view, conflicts, onSettle }: { view: MarkingView; conflicts: CellConflict[]; onSettle(c: CellConflict, choice: 'mine' | 'theirs'): void }) {
  const { t } = useTranslation();
  const shown = (text: string) => (text.trim() === '' ? t('marking.empty') : text);
  return (
    <Alert severity="warning" role="alert">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('marking.conflictTitle', { count: conflicts.length })}</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="contained" color="inherit" onClick={() => conflicts.forEach((c) => onSettle(c, 'mine'))}>
          {t('words.keepAllMine')}
        </Button>
        <Button size="small" variant="contained" color="inherit" onClick={() => conflicts.forEach((c) => onSettle(c, 'theirs'))}>
          {t('words.takeAllTheirs')}
        </Button>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {conflicts.map((c) => (
          <Box component="li" key={c.key} sx={{ mb: 1 }}>
            <Typography component="span" sx={{ mr: 1 }}>
              {t('marking.conflictLine', { cell: cellName(view, c.key, t), yours: shown(c.yours), theirs: shown(c.theirs) })}
            </Typography>
            <Button size="small" variant="outlined" color="inherit" onClick={() => onSettle(c, 'mine')} sx={{ mr: 1 }}>
              {t('marking.keepMine', { value: shown(c.yours) })}
            </Button>
            <Button size="small" variant="outlined" color="inherit" onClick={() => onSettle(c, 'theirs')}>
              {t('marking.takeTheirs', { value: shown(c.theirs) })}
            </Button>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
