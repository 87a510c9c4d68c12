import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { randomInputId, useUpload } from '../uploads';
import { ImageThumbnail } from './ImageThumbnail';

/** What the server takes as an image: the chooser offers only these. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface ImageInputProps {
  source: string;
  /** Translation key of the field's label. */
  label: string;
  isRequired?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
}

/**
 * The `image` widget of the schema-ui engine (face photos, avatars): the field holds
 * the URL of an uploaded image. Shows its thumbnail; Upload or Replace sends a chosen
 * file to /upload/image with the progress overlay and puts the answer's `url` in the
 * field; Remove empties it. The field is only ever set from an upload's answer.
 */
export function ImageInput({ source, label, isRequired, readOnly, helperText }: ImageInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, isRequired, readOnly });
  const { upload, feedback } = useUpload();
  const [inputId] = useState(randomInputId);
  const labelId = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so that choosing the same file again still reports a change.
    event.target.value = '';
    if (!file) return;
    const [uploaded] = (await upload('image', [file])) ?? [];
    if (uploaded) field.onChange(uploaded.url);
  };

  return (
    <FormControl error={fieldState.invalid} margin="dense" sx={{ display: 'flex', gap: 1 }}>
      <FormLabel id={labelId}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      {value && <ImageThumbnail url={value} />}
      <input
        id={inputId}
        ref={chooser}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-labelledby={labelId}
        onChange={chosen}
      />
      {!readOnly && (
        <Stack direction="row" spacing={1} role="group" aria-labelledby={labelId}>
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => chooser.current?.click()}>
            {translate(value ? 'app.uploads.replace' : 'app.uploads.choose')}
          </Button>
          {value && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange('')}>
              {translate('app.uploads.remove')}
            </Button>
          )}
        </Stack>
      )}
      <InputHelperText error={fieldState.error?.message} helperText={helperText} />
      {feedback}
    </FormControl>
  );
}
