import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PropertySchema } from '../../../generator/entity-schema';
import type { PropertyEdits } from './fieldEdits';
import { NumberInput } from './NumberInput';
import { useText } from './useText';

/** The rules of a value: lengths and pattern (with its error code and its own words) for text, bounds for numbers. */
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
        onChange={(event) => edits.setPattern(event.target.value)}
        fullWidth
      />
      {prop.pattern && <PatternMessageInputs prop={prop} edits={edits} />}
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

/** What a refusal of the pattern says, in English and Chinese (`x-messages.pattern`), instead of "The format is wrong". */
function PatternMessageInputs({ prop, edits }: { prop: PropertySchema; edits: PropertyEdits }) {
  const t = useText();
  const message = prop['x-messages']?.pattern ?? { en: '', zh: '' };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        label={t('pattern_message_en')}
        size="small"
        value={message.en}
        onChange={(event) => edits.setMessage('pattern', { ...message, en: event.target.value })}
        fullWidth
      />
      <TextField
        label={t('pattern_message_zh')}
        size="small"
        value={message.zh}
        onChange={(event) => edits.setMessage('pattern', { ...message, zh: event.target.value })}
        fullWidth
      />
    </Stack>
  );
}
