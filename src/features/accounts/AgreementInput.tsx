import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

const mustAgree = (value: unknown) => (value === true ? undefined : 'app.accounts.agree_required');

/** The box the admin ticks to accept the terms before registering (docs/domain.md#field-rules). */
export function AgreementInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'agree', defaultValue: false, validate: mustAgree });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label={translate('app.accounts.agree')}
      />
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </>
  );
}
