import { useTranslate } from 'react-admin';
import { MessageBox } from './MessageBox';

interface NetworkFailureAlertProps {
  /** The failure's text; null when there is nothing to show. */
  text: string | null;
  onClose: () => void;
}

/**
 * A server that cannot be reached is an alert the admin dismisses, not a passing message
 * (docs/features/console.md#the-console, Messages).
 */
export function NetworkFailureAlert({ text, onClose }: NetworkFailureAlertProps) {
  const translate = useTranslate();
  return (
    <MessageBox
      open={text !== null}
      title={translate('app.feedback.network_title')}
      text={text ?? ''}
      confirmLabel={translate('app.feedback.ok')}
      onConfirm={onClose}
    />
  );
}
