import { useEffect, useState } from 'react';
import { containsChinese } from './chineseText';
import type { SearchableRoute, TitleReadings } from './routeSearch';

/**
 * Pinyin readings of the titles once the pinyin dictionary has loaded; it is
 * fetched only when a title, in any language, is Chinese, and the search works by title meanwhile.
 */
export function usePinyinReadings(routes: readonly SearchableRoute[]): TitleReadings | undefined {
  const wanted = routes.some((route) =>
    containsChinese([route.group ?? '', route.page, ...(route.titles ?? [])].join('')),
  );
  const [readings, setReadings] = useState<TitleReadings>();
  useEffect(() => {
    if (!wanted || readings) return;
    let mounted = true;
    import('./pinyinReadings').then((module) => {
      if (mounted) setReadings(() => module.pinyinReadings);
    });
    return () => {
      mounted = false;
    };
  }, [wanted, readings]);
  return wanted ? readings : undefined;
}
