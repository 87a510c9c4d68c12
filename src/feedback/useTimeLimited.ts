import { useEffect, useState } from 'react';

/**
 * `active`, but only for `limitMs` of activity in a row: a state that lasts longer
 * reads as over until it ends and begins again.
 */
export function useTimeLimited(active: boolean, limitMs: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!active) return;
    const timer = setTimeout(() => setExpired(true), limitMs);
    return () => clearTimeout(timer);
  }, [active, limitMs]);
  return active && !expired;
}
