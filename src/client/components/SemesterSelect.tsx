import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { semesterSelectors, useGetSemestersQuery } from '../api/semesterApi';

/** "All semester" (value 0), then one option per semester shown as "Year - Session". */
export function SemesterSelect({
  value,
  onChange,
  label = 'Semester',
  allLabel = 'All semester',
  id = 'semester-filter',
}: {
  value: number;
  onChange(value: number): void;
  label?: string;
  allLabel?: string | null;
  id?: string;
}) {
  const { data, isLoading } = useGetSemestersQuery();
  const semesters = data ? semesterSelectors.selectAll(data) : [];
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={isLoading ? 0 : value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {allLabel !== null && <MenuItem value={0}>{allLabel}</MenuItem>}
      {semesters.map((s) => (
        <MenuItem key={s.Id} value={s.Id}>
          {s.Year} - {s.Session}
        </MenuItem>
      ))}
    </TextField>
  );
}
