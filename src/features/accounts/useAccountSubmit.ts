import { useNotify } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { isApiError } from '../../providers/apiError';
import { fieldOfRefusal } from './fieldOfCode';

type SubmissionErrors = Record<string, string>;

/**
 * Sends an account form and says how it went: a refusal about one field shows under
 * that field, any other one as a message.
 */
export function useAccountSubmit<Values extends Record<string, unknown>>(
  send: (values: Values) => Promise<unknown>,
  { fields, success, onDone }: { fields: readonly string[]; success: string; onDone?: () => void },
) {
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  return async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      await send(values);
    } catch (error) {
      const field = isApiError(error) ? fieldOfRefusal(error.code, error.data, fields) : null;
      if (field) return { [field]: (error as Error).message };
      noticeFailure(error);
      return undefined;
    }
    notify(success, { type: 'success' });
    onDone?.();
    return undefined;
  };
}
