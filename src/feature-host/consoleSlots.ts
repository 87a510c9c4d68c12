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
  /** The picture code the sign-in page shows once the server asks for one; `generation` asks for a new picture. */
  signInCaptcha: Slot<{ generation: number; disabled?: boolean }>;
  /** What Home shows under its welcome line: what needs attention now. */
  home: Slot<Record<string, never>>;
  /** Drawn (as nothing) inside the console's frame while an admin is signed in: keeps the runtime entities current. */
  registryRefresh: Slot<Record<string, never>>;
}

export type SlotName = keyof ConsoleSlots;

/** The slots the user menu opens in a modal, each an entry of the menu when a feature fills it. */
export type AccountSlotName = 'changePasswordForm' | 'signInSecurity' | 'accountSessions';

export const ConsoleSlotsContext = createContext<Partial<ConsoleSlots>>({});

/** What fills a slot; nothing when no feature does, and the page goes without it. */
export function useConsoleSlot<Name extends SlotName>(name: Name): ConsoleSlots[Name] | undefined {
  return useContext(ConsoleSlotsContext)[name];
}
