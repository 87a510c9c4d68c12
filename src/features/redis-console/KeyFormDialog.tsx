import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ModalView } from '../../shell/layout/ModalView';

export interface FormField {
  name: string;
  /** A translation key under app.redis-console. */
  label: string;
  initial: string;
  multiline?: boolean;
  numeric?: boolean;
  readOnly?: boolean;
}

export interface KeyFormDialogProps {
  open: boolean;
  title: string;
  titleParams: Record<string, unknown>;
  fields: FormField[];
  /** Answers false to keep the dialog open (the server refused). */
  onConfirm(values: Record<string, string>): Promise<boolean>;
  onClose(): void;
}

/** A small form of text fields in the console's dialog, for one change to a key. */
export function KeyFormDialog({ open, title, titleParams, fields, onConfirm, onClose }: KeyFormDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) setValues(Object.fromEntries(fields.map((field) => [field.name, field.initial])));
  }, [open, fields]);

  return (
    <ModalView
      open={open}
      title={title}
      titleParams={titleParams}
      onConfirm={() => onConfirm(values)}
      onClose={onClose}
      confirmLabel="ra.action.save"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={translate(`app.redis-console.${field.label}`)}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            maxRows={field.multiline ? 12 : undefined}
            type={field.numeric ? 'number' : 'text'}
            slotProps={{ htmlInput: { readOnly: field.readOnly } }}
            autoFocus={index === fields.findIndex((candidate) => !candidate.readOnly)}
            fullWidth
          />
        ))}
      </Stack>
    </ModalView>
  );
}
