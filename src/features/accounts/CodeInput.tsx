import Box from '@mui/material/Box';
import { TextInput, type Validator } from 'react-admin';
import { SendCodeButton } from './SendCodeButton';

interface CodeInputProps {
  source: string;
  label: string;
  validate: Validator;
  /** The fields the code is sent to, checked before sending. */
  recipientFields: readonly string[];
  send: (values: Record<string, unknown>) => Promise<unknown>;
}

/** A verification code field with the button that sends the code beside it. */
export function CodeInput({ source, label, validate, recipientFields, send }: CodeInputProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1, alignItems: 'start' }}>
      <TextInput source={source} label={label} validate={validate} autoComplete="one-time-code" />
      <SendCodeButton fields={recipientFields} send={send} />
    </Box>
  );
}
