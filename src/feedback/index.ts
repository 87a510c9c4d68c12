/** Messages, alerts and the sign-in prompt: how the console tells the admin what happened (docs/domain.md#catalogue-of-codes). */
export { BoundedLoadingIndicator } from './BoundedLoadingIndicator';
export { FeedbackNotificationQueue } from './FeedbackNotificationQueue';
export { MessageBox, type MessageBoxProps } from './MessageBox';
export { NetworkFailureAlert } from './NetworkFailureAlert';
export { SessionEndPrompt } from './SessionEndPrompt';
export { useFailureNotice } from './useFailureNotice';
export { type SessionEnd, useSessionEnd } from './useSessionEnd';
