import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * Shows a failed call as an error message: the catalogue text in the current language
 * that the console's HTTP client put in the error, or react-admin's generic one.
 */
export function useFailureNotice(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
    [notify],
  );
}
