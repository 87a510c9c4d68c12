import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { randomInputId } from './randomInputId';

interface FilePickButtonProps {
  /** What the file is, already translated ("Filled sheet (.xlsx)"). */
  label: string;
  accept: string;
  file: File | null;
  onChange(file: File | null): void;
}

/**
 * A file chosen with a button (the input itself is hidden, with the spec's random
 * id): the button is reached with the keyboard and named after what it picks, and
 * the chosen file's name shows beside it.
 */
export function FilePickButton({ label, accept, file, onChange }: FilePickButtonProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const id = useMemo(randomInputId, []);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography component="label" htmlFor={id} sx={{ minWidth: 180 }}>
        {label}
      </Typography>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        aria-label={`${label}: ${translate('app.uploads.choose_file')}`}
        onClick={() => input.current?.click()}
      >
        {translate('app.uploads.choose_file')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }} data-testid={`${id}-name`}>
        {file?.name ?? translate('app.uploads.none_chosen')}
      </Typography>
    </Stack>
  );
}
