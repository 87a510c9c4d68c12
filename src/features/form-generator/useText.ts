import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** The builder's texts (`app.form-generator.<name>`) in the current language. */
export function useText(): (name: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback(
    (name: string, options?: Record<string, unknown>) => translate(`app.form-generator.${name}`, options),
    [translate],
  );
}
