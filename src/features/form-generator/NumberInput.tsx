import TextField from '@mui/material/TextField';
import { numberOrUndefined } from './fieldEdits';

interface Props {
  label: string;
  value: number | undefined;
  onChange(value: number | undefined): void;
  integer?: boolean;
  help?: string;
}

/** A number of the schema (a length, a bound, a code): empty means the key is left out. */
export function NumberInput({ label, value, onChange, integer, help }: Props) {
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      helperText={help}
      value={value ?? ''}
      onChange={(event) => onChange(numberOrUndefined(event.target.value))}
      slotProps={{ htmlInput: { step: integer ? 1 : 'any' } }}
      fullWidth
    />
  );
}
