import { type ReactNode, useCallback, useMemo } from 'react';
import { NotificationContext, type NotificationPayload, useNotificationContext, useTranslate } from 'react-admin';
import { isNetworkFailureText } from '../providers/apiError';
import { displayedNotification } from './displayedNotification';

interface FeedbackNotificationQueueProps {
  /** Called instead of showing a popup when the message is the network failure's (an alert, docs/domain.md#catalogue-of-codes). */
  onNetworkFailure: (text: string) => void;
  /** Messages not to show as popups, because something on screen already says them. */
  silenced?: (text: string) => boolean;
  children: ReactNode;
}

/**
 * react-admin's notification queue as the console's popups take from it: each message
 * comes out translated, cut to the popup limit and timed by its type; a network
 * failure goes to the alert instead, and what the screen already says is dropped.
 * react-admin raises every failed call as a notification of its message, so this is
 * the one place all of them pass.
 */
export function FeedbackNotificationQueue({ onNetworkFailure, silenced, children }: FeedbackNotificationQueueProps) {
  const queue = useNotificationContext();
  const translate = useTranslate();
  const { takeNotification: takeRaw } = queue;

  const takeNotification = useCallback((): NotificationPayload | undefined => {
    const next = takeRaw();
    if (!next) return undefined;
    const shown = displayedNotification(next, translate);
    if (typeof shown.message !== 'string') return shown;
    if (silenced?.(shown.message)) return undefined;
    if (isNetworkFailureText(shown.message)) {
      onNetworkFailure(shown.message);
      return undefined;
    }
    return shown;
  }, [takeRaw, translate, onNetworkFailure, silenced]);

  const value = useMemo(() => ({ ...queue, takeNotification }), [queue, takeNotification]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}
