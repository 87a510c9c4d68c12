import { type ComponentType, createContext, type LazyExoticComponent, useContext } from 'react';
import type { ResetMethod } from '../navigation/publicPaths';

type Slot<Props> = LazyExoticComponent<ComponentType<Props>>;

/**
 * Places in the core's pages that a feature fills: the core draws the page
 * (sign-in, the public account pages, the change-password modal), the feature the
 * form that talks to its routes. Lazy, so a page loads its form only when shown.
 */
export interface ConsoleSlots {
  /** The form of `/register`. */
  registerForm: Slot<Record<string, never>>;
  /** The form of `/forgot-password/by-phone` and `/by-email`. */
  resetPasswordForm: Slot<{ method: ResetMethod }>;
  /** The body of the change-password modal of the user menu; `onDone` closes it. */
  changePasswordForm: Slot<{ onDone: () => void }>;
  /** The body of the user menu's sign-in security modal (authenticator app, passkeys); `onDone` closes it. */
  signInSecurity: Slot<{ onDone: () => void }>;
  /** The body of the user menu's sessions modal (where the account is signed in); `onDone` closes it. */
  accountSessions: Slot<{ onDone: () => void }>;
  /**
   * The sign-in page's second step, once the password was right and the server asked for a
   * second factor (6200): `step` is what it answered, `signIn` finishes the sign-in with a factor,
   * `onRestart` goes back to the password.
   */
  signInSecondStep: Slot<{
    step: SecondStepChallenge;
    signIn: (factor: SecondFactorAnswer) => Promise<void>;
    onRestart: () => void;
  }>;
  /** A button of the sign-in page that signs in with a passkey alone (accounts that chose it). */
  passkeySignIn: Slot<{ signIn: (answer: PasskeyAnswer) => Promise<void>; disabled?: boolean }>;
  /** The picture code the sign-in page shows once the server asks for one; `generation` asks for a new picture. */
  signInCaptcha: Slot<{ generation: number; disabled?: boolean }>;
  /** What Home shows under its welcome line: what needs attention now. */
  home: Slot<Record<string, never>>;
  /** Drawn (as nothing) inside the console's frame while an admin is signed in: keeps the runtime entities current. */
  registryRefresh: Slot<Record<string, never>>;
}

export type SlotName = keyof ConsoleSlots;

/** What the server answers with 6200: the challenge of the second step and the account's factors. */
export interface SecondStepChallenge {
  challenge: string;
  methods: string[];
  passkeyOptions: unknown;
}

/** One factor sent with the challenge of the second step. */
export interface SecondFactorAnswer {
  code?: string;
  recoveryCode?: string;
  passkey?: unknown;
}

/** A sign-in by passkey alone: the challenge of its options and the signed credential. */
export interface PasskeyAnswer {
  challenge: string;
  passkey: unknown;
}

/** The slots the user menu opens in a modal, each an entry of the menu when a feature fills it. */
export type AccountSlotName = 'changePasswordForm' | 'signInSecurity' | 'accountSessions';

export const ConsoleSlotsContext = createContext<Partial<ConsoleSlots>>({});

/** What fills a slot; nothing when no feature does, and the page goes without it. */
export function useConsoleSlot<Name extends SlotName>(name: Name): ConsoleSlots[Name] | undefined {
  return useContext(ConsoleSlotsContext)[name];
}
