import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { FieldInput, fieldLabelKey } from '../../schema-ui';
import { paramLabelKey, paramsObject, TACTIC_PARAMS } from './tacticParams';

/**
 * A shipped tactic's limits, one number input each, labelled in the reader's language
 * with its unit; the row's other params are kept as they are. A tactic whose code names no
 * check (an admin's own) keeps the engine's JSON input.
 */
export default function TacticParamsInput({
  resource,
  field,
}: {
  resource: ResourceDefinition;
  field: FieldDefinition;
}) {
  const code = useWatch({ name: 'code' });
  const names = typeof code === 'string' ? TACTIC_PARAMS[code] : undefined;
  if (!names) return <FieldInput resource={resource} field={field} />;
  return <LimitInputs code={code} names={names} source={field.name} label={fieldLabelKey(resource, field.name)} />;
}

interface LimitInputsProps {
  code: string;
  names: readonly string[];
  source: string;
  /** The translation key of the field's own label. */
  label: string;
}

function LimitInputs({ code, names, source, label }: LimitInputsProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const values = paramsObject(field.value);
  const change = (name: string, text: string) => {
    const next = { ...values };
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) delete next[name];
    else next[name] = number;
    field.onChange(next);
  };
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(label)}
      </Typography>
      {names.map((name) => (
        <TextField
          key={name}
          name={`${source}.${name}`}
          type="number"
          size="small"
          label={translate(paramLabelKey(code, name) ?? name)}
          value={typeof values[name] === 'number' ? String(values[name]) : ''}
          onChange={(event) => change(name, event.target.value)}
          onBlur={field.onBlur}
          inputProps={{ step: 'any' }}
          sx={{ maxWidth: 420 }}
        />
      ))}
    </Stack>
  );
}
