import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Label } from '../../../contract/resource';
import type { PropertySchema } from '../../../generator/entity-schema';
import { useText } from './useText';

/** An option's inputs side by side, wrapping on a phone. */
const ROW = { alignItems: 'center', flexWrap: 'wrap', '& .MuiTextField-root': { flex: '1 1 110px' } };

interface Option {
  value: string;
  label: Label;
}

function optionsOf(prop: PropertySchema): Option[] {
  const labels = prop['x-ui']?.options ?? {};
  return (prop.enum ?? prop.items?.enum ?? []).map((value) => ({ value, label: labels[value] ?? { en: '', zh: '' } }));
}

/**
 * The options written back as the values, in order (a select's `enum`, a
 * multi-select's `items.enum`), and `x-ui.options` (their labels).
 */
function withOptions(prop: PropertySchema, options: Option[]): PropertySchema {
  const ui = prop['x-ui'] ?? { label: { en: '', zh: '' } };
  const values = options.map((option) => option.value);
  const labels = Object.fromEntries(options.map((option) => [option.value, option.label]));
  const held =
    prop.type === 'array' ? { items: { ...(prop.items ?? { type: 'string' }), enum: values } } : { enum: values };
  return { ...prop, ...held, 'x-ui': { ...ui, options: labels } };
}

/** The values of a select or multi-select field, each with its label in English and Chinese. */
export function OptionsEditor({ prop, onChange }: { prop: PropertySchema; onChange(prop: PropertySchema): void }) {
  const t = useText();
  const options = optionsOf(prop);
  const replace = (index: number, option: Option) =>
    onChange(
      withOptions(
        prop,
        options.map((current, at) => (at === index ? option : current)),
      ),
    );
  const remove = (index: number) =>
    onChange(
      withOptions(
        prop,
        options.filter((_, at) => at !== index),
      ),
    );
  const add = () => {
    let index = options.length + 1;
    while (options.some((option) => option.value === `option${index}`)) index++;
    onChange(
      withOptions(prop, [
        ...options,
        { value: `option${index}`, label: { en: `Option ${index}`, zh: `选项 ${index}` } },
      ]),
    );
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('options')}
      </Typography>
      {options.map((option, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a value being typed changes on every key, its place does not.
          <Stack key={index} direction="row" spacing={0.5} useFlexGap sx={ROW}>
            <TextField
              size="small"
              label={t('option_value', { index: number })}
              value={option.value}
              onChange={(event) => replace(index, { ...option, value: event.target.value })}
            />
            <TextField
              size="small"
              label={t('option_en', { index: number })}
              value={option.label.en}
              onChange={(event) => replace(index, { ...option, label: { ...option.label, en: event.target.value } })}
            />
            <TextField
              size="small"
              label={t('option_zh', { index: number })}
              value={option.label.zh}
              onChange={(event) => replace(index, { ...option, label: { ...option.label, zh: event.target.value } })}
            />
            <IconButton
              size="small"
              onClick={() => remove(index)}
              aria-label={t('remove_option', { index: number })}
              disabled={options.length <= 1}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Button size="small" startIcon={<Add />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        {t('add_option')}
      </Button>
    </Stack>
  );
}
