import { useCallback } from 'react';
import { useLocaleState, type Validator } from 'react-admin';
import { messageOf } from '../../../contract/errors';
import { asLocale } from '../../i18n/localeChoice';

/** A rule of `contract/rules`: the catalogue code of the failure, or null. */
export type FieldRule = (value: string, values: Record<string, unknown>) => number | null;

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Turns the shared rules into react-admin validators, so that a field shows the
 * code's catalogue text the server would answer with, in the current language.
 */
export function useCodeValidator(): (rule: FieldRule) => Validator {
  const [locale] = useLocaleState();
  return useCallback(
    (rule: FieldRule): Validator =>
      (value: unknown, values: Record<string, unknown>) => {
        const code = rule(textOf(value), values);
        return code === null ? undefined : messageOf(code, asLocale(locale) ?? 'en');
      },
    [locale],
  );
}
