import { useTranslation } from '../i18n/i18n';
import Chip from '@mui/material/Chip';
import { timingStatus, type TimingStatus } from '../../common/timing';

const STATUS_KEY = { Future: 'future', 'On going': 'ongoing', Past: 'past' } as const satisfies Record<TimingStatus, string>;

const COLOR: Record<TimingStatus, 'error' | 'success' | 'default'> = {
  Future: 'error',
  'On going': 'success',
  Past: 'default',
};

/** Future (red) / On going (green) / Past (grey), from today against the semester's dates. */
export function StatusChip({ start, end }: { start: string; end: string }) {
  const status = timingStatus(start, end);
  const { t } = useTranslation();
  return <Chip size="small" label={t(`timing.${STATUS_KEY[status]}`)} color={COLOR[status]} variant={status === 'Past' ? 'outlined' : 'filled'} />;
}
