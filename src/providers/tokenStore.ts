/** Storage key of the sign-in token (docs/domain.md#sign-in-state-in-the-browser). */
const TOKEN_KEY = 'token';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  get(): string | null;
  /** "Remember me" keeps the token across browser restarts; otherwise it ends with the tab. */
  set(token: string, remember: boolean): void;
  clear(): void;
}

export function createTokenStore(
  persistent: KeyValueStorage = window.localStorage,
  perTab: KeyValueStorage = window.sessionStorage,
): TokenStore {
  return {
    get: () => perTab.getItem(TOKEN_KEY) ?? persistent.getItem(TOKEN_KEY),
    set(token, remember) {
      // Only one place may hold it, or a forgotten remembered token would outlive a later sign-in.
      (remember ? perTab : persistent).removeItem(TOKEN_KEY);
      (remember ? persistent : perTab).setItem(TOKEN_KEY, token);
    },
    clear() {
      persistent.removeItem(TOKEN_KEY);
      perTab.removeItem(TOKEN_KEY);
    },
  };
}
