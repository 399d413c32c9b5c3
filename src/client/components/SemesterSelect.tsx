import { useTranslation } from '../i18n/i18n';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { semesterSelectors, useGetSemestersQuery } from '../api/semesterApi';

/** "All semester" (value 0), then one option per semester shown as "Year - Session". */
export function SemesterSelect({
  value,
  onChange,
  label,
  allLabel,
  id = 'semester-filter',
}: {
  value: number;
  onChange(value: number): void;
  label?: string;
  allLabel?: string | null;
  id?: string;
}) {
  const { data, isLoading } = useGetSemestersQuery();
  const { t } = useTranslation();
  const semesters = data ? semesterSelectors.selectAll(data) : [];
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label ?? t('details.semester')}
      value={isLoading ? 0 : value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {allLabel !== null && <MenuItem value={0}>{allLabel ?? t('semester.all')}</MenuItem>}
      {semesters.map((s) => (
        <MenuItem key={s.Id} value={s.Id}>
          {s.Year} - {s.Session}
        </MenuItem>
      ))}
    </TextField>
  );
}
