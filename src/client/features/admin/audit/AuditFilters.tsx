import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../../common/audit';
import { translateKey, useTranslation } from '../../../i18n/i18n';

export interface AuditFilterValues {
  action: string;
  outcome: string;
  actor: string;
  /** local days, YYYY-MM-DD or '' */
  from: string;
  to: string;
  text: string;
}

export const NO_FILTER: AuditFilterValues = { action: '', outcome: '', actor: '', from: '', to: '', text: '' };

/** The Audit section's filters; each change reaches the server (the list is filtered there). */
export function AuditFilters({ value, onChange }: { value: AuditFilterValues; onChange(next: AuditFilterValues): void }) {
  const { t } = useTranslation();
  const set = (field: keyof AuditFilterValues) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="search" aria-label={t('adminUi.audit.filters')}>
      <TextField select label={t('adminUi.audit.action')} value={value.action} onChange={set('action')} size="small" sx={{ minWidth: 170 }} id="audit-action">
        <MenuItem value="">{t('adminUi.audit.anyAction')}</MenuItem>
        {AUDIT_ACTIONS.map((a) => (
          <MenuItem key={a} value={a}>
            {translateKey(`adminUi.audit.actions.${a.replace('.', '_')}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('adminUi.audit.outcome')} value={value.outcome} onChange={set('outcome')} size="small" sx={{ minWidth: 140 }} id="audit-outcome">
        <MenuItem value="">{t('adminUi.audit.anyOutcome')}</MenuItem>
        {AUDIT_OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {t(`adminUi.audit.outcomes.${o}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('adminUi.audit.user')} value={value.actor} onChange={set('actor')} size="small" id="audit-actor" />
      <TextField label={t('adminUi.audit.from')} type="date" value={value.from} onChange={set('from')} size="small" id="audit-from" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label={t('adminUi.audit.to')} type="date" value={value.to} onChange={set('to')} size="small" id="audit-to" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label={t('adminUi.audit.search')} value={value.text} onChange={set('text')} size="small" id="audit-text" sx={{ flexGrow: 1, minWidth: 180 }} />
    </Stack>
  );
}
