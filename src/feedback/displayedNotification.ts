import type { NotificationPayload } from 'react-admin';
import { ERROR_DURATION_MS, MESSAGE_DURATION_MS } from './feedbackLimits';
import { popupText } from './popupText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a notification shows: its text in the current language, cut to the popup limit. */
export function notificationText(notification: NotificationPayload, translate: Translate): string | null {
  const { message, notificationOptions } = notification;
  if (typeof message !== 'string') return null;
  return popupText(translate(message, notificationOptions?.messageArgs));
}

/**
 * A notification as the console shows it (docs/features/console.md#the-console, Messages): errors stay 5 seconds,
 * every other message 3, unless the caller chose a duration; the text is translated
 * here so that the popup limit applies to what the admin reads, not to a key.
 */
export function displayedNotification(notification: NotificationPayload, translate: Translate): NotificationPayload {
  const { type, notificationOptions = {} } = notification;
  const { messageArgs: _translatedHere, ...options } = notificationOptions;
  const text = notificationText(notification, translate);
  return {
    message: text ?? notification.message,
    type,
    notificationOptions: {
      ...options,
      autoHideDuration:
        notificationOptions.autoHideDuration === undefined
          ? type === 'error'
            ? ERROR_DURATION_MS
            : MESSAGE_DURATION_MS
          : notificationOptions.autoHideDuration,
    },
  };
}
