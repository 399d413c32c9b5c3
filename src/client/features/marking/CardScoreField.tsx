import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * A mark's field on a phone card: MUI's outlined text field built from its parts (what TextField renders). TextField
 * itself also imports Select with its menu, popover and modal for its `select` mode (≈ 12 KB gzip on every lecturer's
 * first visit), which a score never uses.
 */
export function CardScoreField({
  id,
  label,
  value,
  error,
  helperText,
  readOnly,
  ariaLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: boolean;
  helperText?: string;
  readOnly: boolean;
  ariaLabel: string;
  onChange(value: string): void;
}) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={helperId}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off', readOnly, 'aria-label': ariaLabel, style: { fontSize: 20 } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
