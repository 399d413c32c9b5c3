import { useTranslation } from '../i18n/i18n';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { semesterSelectors, useGetSemestersQuery } from '../api/semesterApi';
import { useAppSelector } from '../state/hooks';
import { semesterText } from './semesterText';

export interface SemesterOption {
  Id: number;
  Year: number | string;
  Session: string;
}

/**
 * "All semester" (value 0), then one option per semester shown as "Year - Session". With `options` the list is
 * given (e.g. the semesters of the rows a list already holds) and no request is made for it.
 * The browser's own list (MUI's outlined NativeSelect, drawn like the other fields): MUI's Select would bring its
 * menu, popover and modal code to the student's and the lecturer's first visits for a filter of a few entries
 * (≈ 10 KB gzip), and a phone shows its native picker.
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
  const text = label ?? t('details.semester');
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id} shrink>
        {text}
      </InputLabel>
      <NativeSelect
        id={id}
        value={isLoading ? 0 : value}
        onChange={(e) => onChange(Number(e.target.value))}
        input={<OutlinedInput label={text} notched />}
      >
        {allLabel !== null && <option value={0}>{allLabel ?? t('semester.all')}</option>}
        {semesters.map((s) => (
          <option key={s.Id} value={s.Id}>
            {semesterText(s.Year, s.Session)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
