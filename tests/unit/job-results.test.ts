import { describe, expect, it } from 'vitest';
import { JOB_RESULTS, type JobResultKey, jobResult, jobResultIn } from '../../contract/job-results';
import { shippedTextIn } from '../../contract/shipped-texts';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Arguments for every placeholder of a result, each a different value. */
function argsOf(key: JobResultKey): Record<string, string | number> {
  const names = [...new Set(placeholders(JOB_RESULTS[key].en))];
  return Object.fromEntries(names.map((name, index) => [name, name === 'failure' ? 'disk full: a.jpg' : 10 + index]));
}

describe('the results of scheduled jobs', () => {
  it('name the same arguments in both languages', () => {
    for (const label of Object.values(JOB_RESULTS)) {
      expect([...new Set(placeholders(label.zh))]).toEqual([...new Set(placeholders(label.en))]);
    }
  });

  it('are stored in English and read back in Chinese with their arguments, each as itself', () => {
    for (const key of Object.keys(JOB_RESULTS) as JobResultKey[]) {
      const args = argsOf(key);
      const stored = jobResult(key, args);
      expect(stored).not.toContain('%{');
      expect(jobResultIn(stored, 'en')).toBe(stored);
      const zh = jobResultIn(stored, 'zh');
      expect(zh).toBe(JOB_RESULTS[key].zh.replace(/%\{(\w+)\}/g, (_whole, name: string) => String(args[name])));
    }
  });

  it('reads the purge of the logs, whose days stand twice, and a failed purge of files apart from a done one', () => {
    const logs = jobResult('purge-logs.purged', {
      api: 3,
      apiDays: 30,
      traffic: 1,
      logins: 0,
      loginDays: 180,
      runs: 2,
      revisions: 5,
      historyDays: 365,
      imports: 0,
      importDays: 90,
    });
    expect(logs).toBe(
      'purged 3 API log rows older than 30 days, 1 device traffic rows as old, 0 sign-in log rows older than 180 days, 2 job runs older than 30 days, 5 record revisions older than 365 days and 0 site import runs older than 90 days',
    );
    expect(jobResultIn(logs, 'zh')).toContain('超过 30 天的接口请求日志 3 条');
    const failed = jobResult('purge-unused-files.failed', { purged: 4, hours: 24, failed: 1, failure: 'EACCES' });
    expect(jobResultIn(failed, 'zh')).toBe('已删除上传超过 24 小时且无人使用的文件 4 个；1 个无法删除（EACCES）');
  });

  it('leaves any other text, an error of the work, as written', () => {
    expect(jobResultIn('connect ECONNREFUSED 127.0.0.1:6379', 'zh')).toBeUndefined();
    expect(jobResultIn(null, 'zh')).toBeUndefined();
  });

  it("names the Home figures' job in the reader's language, as stored now and as seeded before", () => {
    expect(shippedTextIn('Refresh Home figures', 'zh')).toBe('刷新首页统计');
    expect(shippedTextIn('Refresh Home figures / 刷新首页统计', 'en')).toBe('Refresh Home figures');
  });
});
