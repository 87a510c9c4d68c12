import { useCallback, useEffect, useState } from 'react';

/** An SMS, email or picture code can be sent once a minute (docs/features/console.md#fixed-figures). */
export const RESEND_SECONDS = 60;

/** Seconds left before something may be done again, ticking down once a second; 0 when it may. */
export function useCountdown(seconds = RESEND_SECONDS): { left: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    // Wakes when the shown number of seconds changes.
    const timer = setTimeout(() => setNow(Date.now()), (until - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback(() => {
    const started = Date.now();
    setNow(started);
    setUntil(started + seconds * 1000);
  }, [seconds]);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
