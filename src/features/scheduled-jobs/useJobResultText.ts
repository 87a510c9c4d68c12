import { useLocaleState } from 'react-admin';
import { jobResultIn } from '../../../contract/job-results';
import { asLocale } from '../../i18n/localeChoice';

/** A run's stored result in the reader's language when it is one the console writes; else as stored. */
export function useJobResultText(): (stored: string | null | undefined) => string {
  const [locale] = useLocaleState();
  const shown = asLocale(locale) ?? 'en';
  return (stored) => jobResultIn(stored, shown) ?? stored ?? '';
}
