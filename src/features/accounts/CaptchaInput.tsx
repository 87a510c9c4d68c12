import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import { useCallback, useEffect, useState } from 'react';
import { required, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useAccountApi } from './accountApi';

/**
 * The picture code the server asks for after repeated failed sign-ins (6056): the
 * image, a click for another one, and the field to copy it into. The image's key
 * travels in the hidden `captchaKey` value of the form. The server gives one picture
 * a minute per address, and each is good for one guess.
 */
export default function CaptchaInput({ generation, disabled }: { generation: number; disabled?: boolean }) {
  const translate = useTranslate();
  const api = useAccountApi();
  const { setValue } = useFormContext();
  const [svg, setSvg] = useState<string | null>(null);
  // Shown under the picture, so that the sign-in refusal stays the message on screen.
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = useCallback(() => {
    api.captcha().then(
      ({ captchaKey, svg }) => {
        setValue('captchaKey', captchaKey);
        setValue('captchaCode', '');
        setSvg(svg);
        setProblem(null);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : translate('ra.notification.http_error')),
    );
  }, [api, setValue, translate]);

  // A new picture each time the server refuses the sign-in again: a picture code is used once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the signal to load another picture
  useEffect(refresh, [generation]);

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          source="captchaCode"
          label="app.accounts.fields.captcha"
          validate={required()}
          autoComplete="off"
          disabled={disabled}
          sx={{ flex: 1 }}
        />
        <ButtonBase
          onClick={refresh}
          title={translate('app.accounts.captcha_refresh')}
          aria-label={translate('app.accounts.captcha_refresh')}
          sx={{ mt: 1, width: 120, height: 40, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {svg && (
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={translate('app.accounts.captcha_image')}
              sx={{ width: '100%', height: '100%' }}
            />
          )}
        </ButtonBase>
      </Box>
      {problem && (
        <FormHelperText error sx={{ mt: -1, mb: 1 }}>
          {problem}
        </FormHelperText>
      )}
    </>
  );
}
