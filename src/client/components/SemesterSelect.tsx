import { useTranslation } from '../i18n/i18n';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { semesterSelectors, useGetSemestersQuery } from '../api/semesterApi';
import { useAppSelector } from '../state/hooks';

export interface SemesterOption {
  Id: number;
  Year: number | string;
  Session: string;
}

/**
 * "All semester" (value 0), then one option per semester shown as "Year - Session". With `options` the list is
 * given (e.g. the semesters of the rows a list already holds) and no request is made for it.
 */
export function SemesterSelect({
  value,
  onChange,
  label,
  allLabel,
  id = 'semester-filter',
  options,
}: {
  value: number;
  onChange(value: number): void;
  label?: string;
  allLabel?: string | null;
  id?: string;
  options?: SemesterOption[];
}) {
  const { isLoading } = useGetSemestersQuery(undefined, { skip: options !== undefined });
  const cached = useAppSelector(semesterSelectors.selectAll);
  const { t } = useTranslation();
  const semesters: SemesterOption[] = options ?? cached;
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
