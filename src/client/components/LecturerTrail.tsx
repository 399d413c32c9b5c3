import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../i18n/i18n';

/** The lecturer home's Evaluations view by address (LecturerHome reads `?view=`). */
export const EVALUATIONS_ADDRESS = '/teacher?view=evaluations';

export interface TrailStep {
  label: string;
  /** absent for the page itself (the last step) */
  to?: string;
}

/**
 * Where a lecturer is among their boards: Evaluations › the board's projects › …, each step a link back (the
 * browser's Back is not the only way out of a board's pages).
 */
export function LecturerTrail({ steps }: { steps: TrailStep[] }) {
  const { t } = useTranslation();
  const all: TrailStep[] = [{ label: t('lecturer.evaluations'), to: EVALUATIONS_ADDRESS }, ...steps];
  return (
    <Breadcrumbs aria-label={t('lecturer.trail')} className="no-print" sx={{ mb: 1, '& ol': { flexWrap: 'wrap' } }}>
      {all.map((s, i) =>
        s.to && i < all.length - 1 ? (
          <Link key={i} component={RouterLink} to={s.to} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
            {s.label}
          </Link>
        ) : (
          <Typography key={i} aria-current="page" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {s.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
