import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { allPermissionCodes } from '../../../contract/routes';
import type { EntitySchema, ResourceAnnotation } from '../../../generator/entity-schema';
import { withKey } from './schemaDraft';
import { useText } from './useText';

interface Props {
  schema: EntitySchema;
  /** The check's complaints about the entity itself. */
  problems: string[];
  onChange(schema: EntitySchema): void;
}

/** The entity's own settings: name, title, path, table, labels, permission, ownership, record title. */
export function EntitySettings({ schema, problems, onChange }: Props) {
  const t = useText();
  const routes = useMemo(() => allPermissionCodes(), []);
  const resource = schema['x-resource'];
  const label = resource.label ?? { en: '', zh: '' };
  const setResource = <K extends keyof ResourceAnnotation>(key: K, value: ResourceAnnotation[K] | undefined) =>
    onChange({ ...schema, 'x-resource': withKey(resource, key, value) });
  const text = (name: string, value: string | undefined, onText: (value: string) => void) => (
    <TextField
      label={t(name)}
      size="small"
      value={value ?? ''}
      onChange={(event) => onText(event.target.value)}
      fullWidth
    />
  );
  const fields = Object.keys(schema.properties ?? {});
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fg-entity" sx={{ p: 1.5 }}>
      <Typography id="fg-entity" component="h2" variant="subtitle1" gutterBottom>
        {t('entity')}
      </Typography>
      <Stack spacing={1.5}>
        {problems.map((problem) => (
          <Alert key={problem} severity="error">
            {problem}
          </Alert>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {text('entity_id', schema.$id, (value) => onChange({ ...schema, $id: value }))}
          {text('entity_title', schema.title, (value) => onChange({ ...schema, title: value }))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {text('entity_path', resource.path, (value) => setResource('path', value))}
          {text('entity_table', resource.table, (value) => setResource('table', value))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {text('entity_label_en', label.en, (value) => setResource('label', { ...label, en: value }))}
          {text('entity_label_zh', label.zh, (value) => setResource('label', { ...label, zh: value }))}
        </Stack>
        <FormControlLabel
          label={t('new_permission')}
          control={
            <Checkbox
              size="small"
              checked={resource.newPermission === true}
              onChange={(event) => setResource('newPermission', event.target.checked || undefined)}
            />
          }
        />
        {resource.newPermission ? (
          text('permission_code', resource.permission, (value) => setResource('permission', value))
        ) : (
          <Autocomplete
            options={routes}
            value={resource.permission && routes.includes(resource.permission) ? resource.permission : null}
            onChange={(_, value) => setResource('permission', value ?? undefined)}
            renderInput={(params) => <TextField {...params} size="small" label={t('permission')} />}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={t('ownership')}
            value={resource.owned === true ? 'direct' : 'none'}
            onChange={(event) => setResource('owned', event.target.value === 'direct' ? true : undefined)}
            fullWidth
          >
            <MenuItem value="none">{t('owned_none')}</MenuItem>
            <MenuItem value="direct">{t('owned_direct')}</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label={t('record_title')}
            value={resource.recordTitle && fields.includes(resource.recordTitle) ? resource.recordTitle : ''}
            onChange={(event) => setResource('recordTitle', event.target.value || undefined)}
            fullWidth
          >
            <MenuItem value="">{t('record_title_none')}</MenuItem>
            {fields.map((field) => (
              <MenuItem key={field} value={field}>
                {field}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
    </Paper>
  );
}
