import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { displayedNotification } from '../../src/feedback/displayedNotification';
import { ERROR_DURATION_MS, MESSAGE_DURATION_MS, POPUP_TEXT_LIMIT } from '../../src/feedback/feedbackLimits';
import { popupText } from '../../src/feedback/popupText';
import { isNetworkFailureText, networkFailureText } from '../../src/providers/apiError';

const echo = (key: string, options?: Record<string, unknown>) =>
  options?.name ? key.replace('%{name}', String(options.name)) : key;

const shown = (notification: NotificationPayload) => displayedNotification(notification, echo);

describe('popups', () => {
  it('keep errors 5 seconds and every other message 3', () => {
    expect(ERROR_DURATION_MS).toBe(5000);
    expect(MESSAGE_DURATION_MS).toBe(3000);
    expect(shown({ message: 'failed', type: 'error' }).notificationOptions?.autoHideDuration).toBe(5000);
    for (const type of ['success', 'info', 'warning'] as const) {
      expect(shown({ message: 'done', type }).notificationOptions?.autoHideDuration).toBe(3000);
    }
  });

  it('leave a duration the caller chose, even "never hide"', () => {
    const kept = shown({
      message: 'undo?',
      type: 'info',
      notificationOptions: { autoHideDuration: null, undoable: true },
    });
    expect(kept.notificationOptions).toMatchObject({ autoHideDuration: null, undoable: true });
  });

  it('show the translated text, its placeholders filled', () => {
    const notification = shown({
      message: 'Hello %{name}',
      type: 'info',
      notificationOptions: { messageArgs: { name: 'Ada' } },
    });
    expect(notification.message).toBe('Hello Ada');
    expect(notification.notificationOptions?.messageArgs).toBeUndefined();
  });

  it('cut a text over 500 characters to 500, the ellipsis included', () => {
    const long = 'x'.repeat(600);
    const text = shown({ message: long, type: 'error' }).message as string;
    expect(POPUP_TEXT_LIMIT).toBe(500);
    expect(text).toHaveLength(500);
    expect(text.endsWith('…')).toBe(true);
    expect(popupText('y'.repeat(500))).toBe('y'.repeat(500));
  });

  it('never cut a character outside the BMP in half', () => {
    const text = popupText('😀'.repeat(10), 5);
    expect(Array.from(text)).toEqual(['😀', '😀', '😀', '😀', '…']);
  });

  it('recognise the network failure in both languages, so that it becomes an alert', () => {
    expect(isNetworkFailureText(networkFailureText('en'))).toBe(true);
    expect(isNetworkFailureText(networkFailureText('zh'))).toBe(true);
    expect(isNetworkFailureText('System Exception')).toBe(false);
  });
});
