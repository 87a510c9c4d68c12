import { useEffect, useState } from 'react';
import type { FormCheck, FormCheckLoader } from './screenOverrides';

/**
 * The form check a feature gives the engine's form, once loaded. Until then (a moment,
 * as the form's own inputs load) only the generated validators run; the server still
 * refuses what the check would have caught.
 */
export function useFormCheck(load: FormCheckLoader | undefined): FormCheck | undefined {
  const [check, setCheck] = useState<{ run: FormCheck }>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    void load().then((module) => {
      if (current) setCheck({ run: module.default });
    });
    return () => {
      current = false;
    };
  }, [load]);
  return load ? check?.run : undefined;
}
