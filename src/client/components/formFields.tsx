import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useMuiLocale } from '../i18n/muiLocale';
import { translateValidation, useTranslation } from '../i18n/i18n';

/**
 * Errors under a field appear only once it has been touched (spec section 5), in the chosen language
 * (the shared schemas' English messages through their stable keys).
 */
function useShownError(name: string) {
  const [field, meta, helpers] = useField(name);
  useTranslation();
  const shown = meta.touched && !!meta.error;
  return { field, helpers, shown, helperText: shown ? translateValidation(meta.error) : ' ' };
}

export function FormText({ name, label, type = 'text', multiline, autoComplete = 'off' }: { name: string; label: string; type?: string; multiline?: boolean; autoComplete?: string }) {
  const id = useId();
  const { field, shown, helperText } = useShownError(name);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={id}
      label={label}
      type={type}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      autoComplete={autoComplete}
      error={shown}
      helperText={helperText}
      fullWidth
      size="small"
      slotProps={type === 'time' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

export interface Option {
  value: number;
  label: string;
}

/** A select of ids; '' until something is chosen. */
export function FormSelect({ name, label, options, disabled, onPicked }: { name: string; label: string; options: Option[]; disabled?: boolean; onPicked?(value: number): void }) {
  const id = useId();
  const { field, helpers, shown, helperText } = useShownError(name);
  const known = options.some((o) => o.value === field.value);
  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      value={known ? field.value : ''}
      onChange={(e) => {
        const v = Number(e.target.value);
        void helpers.setValue(v);
        onPicked?.(v);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={shown}
      helperText={helperText}
      disabled={disabled}
      fullWidth
      size="small"
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form value of a date typed in full that does not exist (30/02): the schemas answer "not a real date". */
const NOT_A_DATE = 'not-a-date';

/**
 * A MUI X DatePicker whose value is a YYYY-MM-DD string ('' when empty, NOT_A_DATE when impossible). It brings its own
 * LocalizationProvider so the pickers (and dayjs' adapter) load only with the screens that show one.
 */
export function FormDate({ name, label }: { name: string; label: string }) {
  const { field, helpers, shown, helperText } = useShownError(name);
  const { setFieldTouched } = useFormikContext();
  const value = field.value ? dayjs(field.value as string) : null;
  // what the picker holds while the typed date is impossible (the field keeps the typed sections)
  const [impossible, setImpossible] = useState<Dayjs | null>(null);
  // the picker's texts and the typed format follow the language: dd/MM/yyyy in Vietnamese
  const { dayjsLocale } = useMuiLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale}>
      <DatePicker
        label={label}
        format={dayjsLocale === 'vi' ? 'DD/MM/YYYY' : 'YYYY-MM-DD'}
        value={field.value === NOT_A_DATE ? impossible : value && value.isValid() ? value : null}
        onChange={(v) => {
          // a date typed in part or impossible (30/02) is "not a real date", not "required"
          const invalid = !!v && !v.isValid();
          setImpossible(invalid ? v : null);
          void helpers.setValue(v && v.isValid() ? v.format('YYYY-MM-DD') : invalid ? NOT_A_DATE : '');
        }}
        onClose={() => void setFieldTouched(name, true)}
        slotProps={{ textField: { name, error: shown, helperText, fullWidth: true, size: 'small', onBlur: () => void setFieldTouched(name, true) } }}
      />
    </LocalizationProvider>
  );
}
