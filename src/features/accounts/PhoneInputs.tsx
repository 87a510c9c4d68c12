import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { AutocompleteInput, TextInput } from 'react-admin';
import { countryCodeFailure, knownCallingCodes, MAINLAND_CHINA, phoneFailure } from '../../../contract/rules/phone';
import { textOf, useCodeValidator } from './codeValidator';

/** The country calling code and the phone number, checked together as the server checks them. */
export function PhoneInputs() {
  const validator = useCodeValidator();
  const choices = useMemo(
    () =>
      [...knownCallingCodes()]
        .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
        .map((code) => ({ id: code, name: code })),
    [],
  );
  return (
    // A grid, not a flex row: react-admin's inputs take the full width, which would push the phone out.
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr)', columnGap: 1, alignItems: 'start' }}>
      <AutocompleteInput
        source="countryCode"
        label="app.accounts.fields.country_code"
        choices={choices}
        defaultValue={MAINLAND_CHINA}
        validate={validator(countryCodeFailure)}
        disableClearable
      />
      <TextInput
        source="phone"
        label="app.accounts.fields.phone"
        autoComplete="tel-national"
        validate={validator((phone, values) => phoneFailure(textOf(values.countryCode), phone))}
      />
    </Box>
  );
}
