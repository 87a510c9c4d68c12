import { useCallback, useEffect, useState } from 'react';
import { Notification } from 'react-admin';
import { FeedbackNotificationQueue, NetworkFailureAlert, SessionEndPrompt, useSessionEnd } from '../feedback';
import { isUnauthorizedText, onSessionEnd } from '../providers/sessionEnd';

/**
 * Everything the console tells the admin outside the page (docs/domain.md#catalogue-of-codes): popups
 * (3 s, errors 5 s, at most 500 characters), the network failure alert and the
 * sign-in prompt when the session is gone. react-admin renders it once, beside the
 * routes, so it stays while the admin moves between pages.
 */
export function ConsoleNotification() {
  const sessionEnd = useSessionEnd();
  const [networkFailure, setNetworkFailure] = useState<string | null>(null);
  const dismiss = useCallback(() => setNetworkFailure(null), []);
  // The sign-in prompt takes over from an alert still open.
  useEffect(() => onSessionEnd(dismiss), [dismiss]);

  return (
    <>
      <FeedbackNotificationQueue
        onNetworkFailure={setNetworkFailure}
        // The failed call's own 401 popup would only repeat the prompt.
        silenced={sessionEnd.reason ? isUnauthorizedText : undefined}
      >
        <Notification />
      </FeedbackNotificationQueue>
      <NetworkFailureAlert text={networkFailure} onClose={dismiss} />
      <SessionEndPrompt {...sessionEnd} />
    </>
  );
}
