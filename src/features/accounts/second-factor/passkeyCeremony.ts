import { browserPasskeys } from './secondFactorApi';

/** Asks the browser to sign a challenge with a passkey; what it answers goes to the server as is. */
export async function signWithPasskey(optionsJSON: unknown): Promise<unknown> {
  const { startAuthentication } = await browserPasskeys();
  return startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
}

/** Asks the browser to make a passkey for the console; what it answers goes to the server as is. */
export async function makePasskey(optionsJSON: unknown): Promise<unknown> {
  const { startRegistration } = await browserPasskeys();
  return startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'] });
}

/** Why the browser did not use a passkey (the admin cancelled, none was found), in its own words. */
export function ceremonyFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
