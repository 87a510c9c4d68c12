import type { Locale } from './resource';

/**
 * What an ownership refusal (6059) refused: the code stays one, its words say what was
 * asked of a row under another account's site (docs/domain.md#catalogue-of-codes).
 * `bind` is the spec's own use and the catalogue's text.
 */
export type OwnershipUse =
  | 'bind'
  | 'read'
  | 'change'
  | 'delete'
  | 'file'
  | 'retry'
  | 'decide'
  | 'reference'
  | 'history';

const TEXTS: Record<OwnershipUse, [en: string, zh: string]> = {
  bind: ['Sites that are not under your account cannot be bound or unbound', '不属于您账号的站点不能绑定或解绑'],
  read: ['This belongs to a site of another account: you cannot see it', '此内容属于其他账号的站点，您无权查看'],
  change: ['This belongs to a site of another account: you cannot change it', '此内容属于其他账号的站点，您无权修改'],
  delete: ['This belongs to a site of another account: you cannot delete it', '此内容属于其他账号的站点，您无权删除'],
  file: ['This file belongs to another account: you cannot see or use it', '此文件属于其他账号，您无权查看或使用'],
  retry: [
    'This face belongs to a site of another account: you cannot register it again',
    '此人脸属于其他账号的站点，您无权重新注册',
  ],
  decide: [
    'This face belongs to a site of another account: you cannot pass or fail it',
    '此人脸属于其他账号的站点，您无权判定通过或不通过',
  ],
  reference: ['The chosen record belongs to a site of another account', '所选记录属于其他账号的站点'],
  history: [
    "This record's history belongs to a site of another account: you cannot see it",
    '此记录的历史属于其他账号的站点，您无权查看',
  ],
};

export function isOwnershipUse(value: unknown): value is OwnershipUse {
  return typeof value === 'string' && value in TEXTS;
}

/** The words of a 6059 for one use, in a language. */
export function ownershipRefusalText(use: OwnershipUse, locale: Locale): string {
  return TEXTS[use][locale === 'zh' ? 1 : 0];
}

/**
 * The use of a refused call, from its route and method: binding routes bind, retry
 * retries, manual results decide, files are files, history is history; a refused field
 * (`rule: owner`) is a chosen reference; else a read, a delete or a change.
 */
export function ownershipUseOf(method: string, route: string, rule?: unknown): OwnershipUse {
  if (rule === 'owner') return 'reference';
  if (/\/(bind|unbind|unbind-all)$/.test(route)) return 'bind';
  if (/\/retry$/.test(route)) return 'retry';
  if (/\/manual-detection\/results$/.test(route)) return 'decide';
  if (/^\/(upload|files)\//.test(route)) return 'file';
  if (/\/restore$/.test(route)) return 'change';
  if (/\/history(\/|$)/.test(route)) return 'history';
  if (method === 'GET' || method === 'HEAD') return 'read';
  return method === 'DELETE' ? 'delete' : 'change';
}
