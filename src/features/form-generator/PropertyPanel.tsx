import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocale } from 'react-admin';
import type { Locale } from '../../../contract/resource';
import type { PropertySchema } from '../../../generator/entity-schema';
import { ConstraintInputs } from './ConstraintInputs';
import { defaultOf, defaultText, propertyEdits } from './fieldEdits';
import { fieldTypeOf } from './fieldTypes';
import type { RegistryEntity } from './formGeneratorApi';
import { ListSettings } from './ListSettings';
import { OptionsEditor } from './OptionsEditor';
import { useText } from './useText';

interface Props {
  name: string;
  prop: PropertySchema;
  required: boolean;
  problems: string[];
  entities: RegistryEntity[];
  onChange(prop: PropertySchema): void;
  onRename(name: string): void;
  onRequired(required: boolean): void;
}

/** The field's name, kept as typed until it is left (Enter or Tab), since each name must be whole and free. */
function NameInput({ name, onRename }: { name: string; onRename(name: string): void }) {
  const t = useText();
  const [text, setText] = useState(name);
  useEffect(() => setText(name), [name]);
  return (
    <TextField
      label={t('field_name')}
      helperText={t('field_name_help')}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value.replace(/[^a-zA-Z0-9]/g, ''))}
      onBlur={() => (text === name ? undefined : onRename(text))}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text !== name) onRename(text);
      }}
      fullWidth
    />
  );
}

/** Everything about the selected field: name, labels, required, rules, default, list, options, reference. */
export function PropertyPanel({ name, prop, required, problems, entities, onChange, onRename, onRequired }: Props) {
  const t = useText();
  const locale = useLocale() as Locale;
  const edits = propertyEdits(prop, onChange);
  const type = fieldTypeOf(prop);
  const label = edits.ui.label ?? { en: '', zh: '' };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fg-properties" sx={{ p: 1.5 }}>
      <Typography id="fg-properties" component="h2" variant="subtitle1" gutterBottom>
        {t('properties')}: {name} · {t(`type_${type}`)}
      </Typography>
      <Stack spacing={1.5}>
        {problems.map((problem) => (
          <Alert key={problem} severity="error">
            {problem}
          </Alert>
        ))}
        <NameInput name={name} onRename={onRename} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={t('label_en')}
            size="small"
            value={label.en}
            onChange={(event) => edits.setUi('label', { ...label, en: event.target.value })}
            fullWidth
          />
          <TextField
            label={t('label_zh')}
            size="small"
            value={label.zh}
            onChange={(event) => edits.setUi('label', { ...label, zh: event.target.value })}
            fullWidth
          />
        </Stack>
        <FormControlLabel
          label={t('required')}
          control={<Checkbox size="small" checked={required} onChange={(event) => onRequired(event.target.checked)} />}
        />
        <ConstraintInputs prop={prop} edits={edits} />
        {(type === 'select' || (type === 'multiSelect' && prop.items?.enum)) && (
          <OptionsEditor prop={prop} onChange={onChange} />
        )}
        {type === 'multiSelect' && !prop.items?.enum && <Alert severity="info">{t('multi_note')}</Alert>}
        {type === 'reference' && (
          <TextField
            select
            size="small"
            label={t('references')}
            value={prop['x-db']?.references ?? ''}
            onChange={(event) => edits.setDb('references', event.target.value || undefined)}
            fullWidth
          >
            {entities.map((entity) => (
              <MenuItem key={entity.name} value={entity.name}>
                {entity.label?.[locale] ?? entity.name} ({entity.name})
              </MenuItem>
            ))}
          </TextField>
        )}
        {type !== 'multiSelect' && (
          <TextField
            label={t('default')}
            size="small"
            select={type === 'switch' || type === 'select'}
            value={defaultText(prop.default)}
            onChange={(event) => edits.set('default', defaultOf(prop, event.target.value))}
            fullWidth
          >
            <MenuItem value="">—</MenuItem>
            {(type === 'switch' ? ['true', 'false'] : (prop.enum ?? [])).map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ListSettings prop={prop} edits={edits} />
      </Stack>
    </Paper>
  );
}
