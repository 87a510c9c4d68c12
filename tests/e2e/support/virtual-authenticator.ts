import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Passkeys in Chromium without a device: the DevTools protocol's WebAuthn domain. */

/** A platform authenticator with user verification, answering without a prompt. */
export async function virtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export async function authenticatorCredentials({
  cdp,
  authenticatorId,
}: {
  cdp: CDPSession;
  authenticatorId: string;
}): Promise<number> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials.length;
}

/** Signs a challenge with whichever passkey the page's authenticator holds, as the browser's JSON form. */
export function signChallengeWithAnyPasskey(page: Page, challenge: string): Promise<unknown> {
  return page.evaluate(async (challengeText) => {
    const fromBase64Url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const toBase64Url = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const credential = (await navigator.credentials.get({
      publicKey: { challenge: fromBase64Url(challengeText), rpId: 'localhost', userVerification: 'preferred' },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAssertionResponse;
    return {
      id: credential.id,
      rawId: toBase64Url(credential.rawId),
      type: credential.type,
      clientExtensionResults: {},
      response: {
        clientDataJSON: toBase64Url(response.clientDataJSON),
        authenticatorData: toBase64Url(response.authenticatorData),
        signature: toBase64Url(response.signature),
        userHandle: response.userHandle ? toBase64Url(response.userHandle) : undefined,
      },
    };
  }, challenge);
}
