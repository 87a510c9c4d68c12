import { describe, expect, it } from 'vitest';
import type { Row } from '../../server/db/database';
import type { ResourceTables } from '../../server/db/resource-tables';
import { matchesIfNoneMatch, typedValue } from '../../server/features/app-config/app-config-answer';
import { AppConfigCache } from '../../server/features/app-config/app-config-cache';
import { isApiPath } from '../../server/http/api-paths';

/** Tables whose app-config rows are `rows` at the moment of each read; `reads` counts them. */
function tablesOf(rows: Row[], onRead: () => void = () => {}) {
  const counter = { reads: 0 };
  const tables = {
    of: () => ({
      findWhere: async () => {
        counter.reads += 1;
        const snapshot = rows.map((row) => ({ ...row }));
        onRead();
        return snapshot;
      },
    }),
  } as unknown as ResourceTables;
  return { tables, counter };
}

describe('app config cache', () => {
  it('reads once within its lifetime, again after it', async () => {
    let now = 1_000;
    const { tables, counter } = tablesOf([{ key: 'a', value: '1', valueType: 'number' }]);
    const cache = new AppConfigCache(tables, 60_000, () => now);
    const first = await cache.current();
    now += 59_999;
    expect((await cache.current()).tag).toBe(first.tag);
    expect(counter.reads).toBe(1);
    now += 1;
    await cache.current();
    expect(counter.reads).toBe(2);
  });

  it('never keeps rows read before a drop that came during the read', async () => {
    const rows: Row[] = [{ key: 'a', value: 'old', valueType: 'string' }];
    let cache: AppConfigCache | undefined;
    const { tables } = tablesOf(rows, () => {
      rows[0].value = 'new';
      cache?.drop();
    });
    cache = new AppConfigCache(tables);
    expect((await cache.current()).answer.config.a).toBe('old');
    expect((await cache.current()).answer.config.a).toBe('new');
  });

  it('matches a tag in a list, weakly, or by *', () => {
    const tag = '"abc"';
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('"abd"', tag)).toBe(false);
    expect(matchesIfNoneMatch('"x" , W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('abc', tag)).toBe(false);
  });

  it('keeps a value that does not read as its type as text', () => {
    expect(typedValue('4.5', 'number')).toBe(4.5);
    expect(typedValue('', 'number')).toBe('');
    expect(typedValue('many', 'number')).toBe('many');
    expect(typedValue('yes', 'boolean')).toBe('yes');
    expect(typedValue('false', 'boolean')).toBe(false);
    expect(typedValue('{bad', 'json')).toBe('{bad');
    expect(typedValue('[1,2]', 'json')).toEqual([1, 2]);
  });

  it('counts /app/config as the server’s (request log, no browser page) and the app’s legal pages as pages', () => {
    expect(isApiPath('/app/config')).toBe(true);
    expect(isApiPath('/app/config?lang=en')).toBe(true);
    expect(isApiPath('/app/privacy-zh')).toBe(false);
    expect(isApiPath('/app-configs')).toBe(false);
  });
});
