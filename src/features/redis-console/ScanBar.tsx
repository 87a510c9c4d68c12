import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { KEY_TYPES, type KeyType, LONGEST_PATTERN } from './redisConsoleApi';

interface Props {
  loading: boolean;
  onScan(pattern: string, type: KeyType | ''): void;
}

/** The pattern and the type of the keys to look for. */
export function ScanBar({ loading, onScan }: Props) {
  const translate = useTranslate();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.redis-console.${name}`, options);
  const [pattern, setPattern] = useState('*');
  const [type, setType] = useState<KeyType | ''>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onScan(pattern.trim() || '*', type);
  };

  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('pattern')}
        helperText={t('pattern_help', { max: LONGEST_PATTERN })}
        value={pattern}
        onChange={(event) => setPattern(event.target.value)}
        size="small"
        fullWidth
        sx={{ flex: { sm: '1 1 auto' } }}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: LONGEST_PATTERN } }}
      />
      <TextField
        select
        label={t('type')}
        value={type}
        onChange={(event) => setType(event.target.value as KeyType | '')}
        size="small"
        sx={{ flex: { sm: '0 0 200px' } }}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('any_type')}</MenuItem>
        {KEY_TYPES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`type_${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={loading}>
        {t('scan')}
      </Button>
    </Stack>
  );
}
