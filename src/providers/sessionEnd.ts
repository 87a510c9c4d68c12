import { Code, messageOf } from '../../contract/errors';

/**
 * Why the console lost its admin: a call answered 401, or the
 * login info came back without an admin (docs/domain.md#sign-in-state-in-the-browser). The providers announce
 * it; the prompt that sends the admin to sign in again listens.
 */
export type SessionEndReason = 'unauthorized' | 'no-admin';

type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function announceSessionEnd(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}

/** Listens until the returned function is called. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The sign-in page's parameter saying the server ended the session while the admin
 * was on Home: the page then says so until they sign in again (a popup could pass
 * unseen while the page changes, and would be gone after a reload).
 */
export const SESSION_ENDED_PARAM = 'ended';
export const SESSION_ENDED_VALUE = 'unauthorized';

/** Whether a text shown to the admin is the 401 text, in either language: the sign-in prompt already says it. */
export function isUnauthorizedText(text: string): boolean {
  return text === messageOf(Code.UNAUTHORIZED, 'en') || text === messageOf(Code.UNAUTHORIZED, 'zh');
}
