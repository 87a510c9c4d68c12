import { useEffect, useState } from 'react';
import { HOME_REFRESH_SECONDS, type HomeAnswer } from '../../../contract/home';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

const homeApi = (http: HttpClient) => ({
  figures: (signal: AbortSignal) => http.request<HomeAnswer>('GET', '/api/home', { signal }),
});

export interface HomeFiguresState {
  answer?: HomeAnswer;
  failed: boolean;
}

/**
 * `GET /api/home`, asked again every 30 s while the page is open and again when the tab
 * comes back into view; a failed ask keeps the figures shown and says so.
 */
export function useHomeFigures(): HomeFiguresState {
  const api = useConsoleApi(homeApi);
  const [state, setState] = useState<HomeFiguresState>({ failed: false });

  useEffect(() => {
    let controller = new AbortController();
    const ask = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      api
        .figures(signal)
        .then((answer) => setState({ answer, failed: false }))
        .catch(() => signal.aborted || setState((previous) => ({ ...previous, failed: true })));
    };
    ask();
    const timer = window.setInterval(ask, HOME_REFRESH_SECONDS * 1000);
    const onVisible = () => document.visibilityState === 'visible' && ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller.abort();
    };
  }, [api]);

  return state;
}
