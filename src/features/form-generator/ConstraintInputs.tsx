import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PropertySchema } from '../../../generator/entity-schema';
import type { PropertyEdits } from './fieldEdits';
import { NumberInput } from './NumberInput';
import { useText } from './useText';

/** The rules of a value: lengths and pattern (with its error code) for text, bounds for numbers. */
export function ConstraintInputs({ prop, edits }: { prop: PropertySchema; edits: PropertyEdits }) {
  const t = useText();
  if (prop.type === 'integer' || prop.type === 'number') {
    if (prop['x-db']?.references) return null;
    return (
      <Stack direction="row" spacing={1}>
        <NumberInput label={t('minimum')} value={prop.minimum} onChange={(value) => edits.set('minimum', value)} />
        <NumberInput label={t('maximum')} value={prop.maximum} onChange={(value) => edits.set('maximum', value)} />
      </Stack>
    );
  }
  if (prop.type !== 'string' || prop.enum || prop.format) return null;
  return (
    <>
      <Stack direction="row" spacing={1}>
        <NumberInput
          integer
          label={t('min_length')}
          value={prop.minLength}
          onChange={(value) => edits.set('minLength', value)}
        />
        <NumberInput
          integer
          label={t('max_length')}
          value={prop.maxLength}
          onChange={(value) => edits.set('maxLength', value)}
        />
      </Stack>
      <TextField
        label={t('pattern')}
        size="small"
        value={prop.pattern ?? ''}
        onChange={(event) => edits.set('pattern', event.target.value)}
        fullWidth
      />
      <NumberInput
        integer
        label={t('pattern_code')}
        help={t('pattern_code_help')}
        value={prop['x-errors']?.pattern}
        onChange={(value) => edits.setError('pattern', value)}
      />
    </>
  );
}
