import type { Label, Locale } from './resource';

/**
 * What a scheduled job's run says it did, by a key and its arguments, in both languages.
 * A run stores the English text (`jobResult`), so the API and the logs read it as before;
 * the screens show a stored text that reads as one of these in the reader's language
 * (`jobResultIn`), and any other text (an error's own words) as written.
 */
export const JOB_RESULTS = {
  'home-figures.refreshed': {
    en: 'figures refreshed for %{scopes} scopes (all sites and each owner of sites)',
    zh: '已为 %{scopes} 个范围刷新首页统计（全部站点及每位站点所有者）',
  },
  'home-figures.not-served': {
    en: 'Home is not served by this node',
    zh: '本节点不提供首页统计',
  },
  'purge-logs.purged': {
    en: 'purged %{api} API log rows older than %{apiDays} days, %{traffic} device traffic rows as old, %{logins} sign-in log rows older than %{loginDays} days, %{runs} job runs older than %{apiDays} days, %{revisions} record revisions older than %{historyDays} days and %{imports} site import runs older than %{importDays} days',
    zh: '已删除超过 %{apiDays} 天的接口请求日志 %{api} 条、同样久的设备流量记录 %{traffic} 条、超过 %{loginDays} 天的登录日志 %{logins} 条、超过 %{apiDays} 天的任务运行记录 %{runs} 条、超过 %{historyDays} 天的记录修订 %{revisions} 条，以及超过 %{importDays} 天的站点导入记录 %{imports} 条',
  },
  'purge-expired.purged': {
    en: 'purged %{sessions} expired sessions and %{entries} expired cache entries',
    zh: '已删除过期会话 %{sessions} 个、过期缓存条目 %{entries} 个',
  },
  'retry-failed-faces.retried': {
    en: 'retried %{retried} failed faces (at most %{cap} retries each)',
    zh: '已重试注册失败的人脸 %{retried} 张（每张最多重试 %{cap} 次）',
  },
  'mark-stale.marked': {
    en: '%{offline} gateways marked offline, %{timedOut} registrations timed out, %{imports} stopped imports closed',
    zh: '%{offline} 个网关标为离线，%{timedOut} 个注册超时，%{imports} 个中断的站点导入已关闭',
  },
  'purge-unused-files.purged': {
    en: 'purged %{purged} unused files uploaded more than %{hours} hours ago',
    zh: '已删除上传超过 %{hours} 小时且无人使用的文件 %{purged} 个',
  },
  'purge-unused-files.failed': {
    en: 'purged %{purged} unused files uploaded more than %{hours} hours ago; %{failed} could not be removed (%{failure})',
    zh: '已删除上传超过 %{hours} 小时且无人使用的文件 %{purged} 个；%{failed} 个无法删除（%{failure}）',
  },
  'run.timed-out': {
    en: 'stopped after %{seconds} s',
    zh: '运行 %{seconds} 秒后停止',
  },
  'run.no-work': {
    en: 'no work is registered for the code "%{code}"',
    zh: '代码“%{code}”没有登记任何工作',
  },
  'run.stopped': {
    en: 'stopped: the run passed its timeout or the server is closing',
    zh: '已停止：运行超时，或服务器正在关闭',
  },
} as const satisfies Record<string, Label>;

export type JobResultKey = keyof typeof JOB_RESULTS;
export type JobResultArgs = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /%\{(\w+)\}/g;

function filled(template: string, args: JobResultArgs): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => String(args[name] ?? ''));
}

/** The text a run stores: the result's English words with its arguments. */
export function jobResult(key: JobResultKey, args: JobResultArgs = {}): string {
  return filled(JOB_RESULTS[key].en, args);
}

/** Each result's English words as a pattern that gives back its arguments, most specific first. */
const READERS = (Object.values(JOB_RESULTS) as Label[])
  .map((label) => {
    const names = [...label.en.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const pattern = label.en
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return { label, names, pattern: new RegExp(`^${pattern}$`, 's') };
  })
  .sort((one, other) => other.label.en.length - one.label.en.length);

/** A stored run's text in `locale` when it reads as one of the results; undefined for any other text. */
export function jobResultIn(stored: unknown, locale: Locale): string | undefined {
  if (typeof stored !== 'string') return undefined;
  for (const { label, names, pattern } of READERS) {
    const match = pattern.exec(stored);
    if (!match) continue;
    const args: Record<string, string> = {};
    // A name used twice (the API log's days) keeps its first value.
    names.forEach((name, index) => {
      args[name] ??= match[index + 1];
    });
    return filled(label[locale], args);
  }
  return undefined;
}
