import { useEffect, useState } from 'react';
import { createTokenStore } from '../providers/tokenStore';

export type StoredFileState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; objectUrl: string }
  | { status: 'failed' };

/**
 * A file of the upload store for an <img> or a <video>: the store serves files only
 * with the token, which an element's `src` cannot send, so the file is fetched with
 * it and shown through an object URL, released when the file changes or the element goes.
 * `url` must be a store URL (`storedPathOf` says so); anything else is never fetched.
 */
export function useStoredFileUrl(url: string | undefined): StoredFileState {
  const [state, setState] = useState<StoredFileState>({ status: 'none' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setState({ status: 'loading' });
    const token = createTokenStore().get();
    fetch(url, { headers: token ? { token } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
