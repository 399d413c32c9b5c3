import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../../common/dto/audit';

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
  const set = (field: keyof AuditFilterValues) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="search" aria-label="Audit filters">
      <TextField select label="Action" value={value.action} onChange={set('action')} size="small" sx={{ minWidth: 170 }} id="audit-action">
        <MenuItem value="">Any action</MenuItem>
        {AUDIT_ACTIONS.map((a) => (
          <MenuItem key={a} value={a}>
            {a}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Outcome" value={value.outcome} onChange={set('outcome')} size="small" sx={{ minWidth: 140 }} id="audit-outcome">
        <MenuItem value="">Any outcome</MenuItem>
        {AUDIT_OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="User" value={value.actor} onChange={set('actor')} size="small" id="audit-actor" />
      <TextField label="From" type="date" value={value.from} onChange={set('from')} size="small" id="audit-from" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="To" type="date" value={value.to} onChange={set('to')} size="small" id="audit-to" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="Search" value={value.text} onChange={set('text')} size="small" id="audit-text" sx={{ flexGrow: 1, minWidth: 180 }} />
    </Stack>
  );
}
