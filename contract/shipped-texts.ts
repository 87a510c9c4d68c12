import type { Label, Locale } from './resource';

/**
 * Texts of the rows the console ships (tactics, scheduled jobs, built-in roles), in
 * both languages. The seeds store the English text; the screens show a value that is
 * still exactly a shipped text in the reader's language, and one an administrator
 * reworded as written. Rows seeded by earlier versions hold "English / 中文", which
 * reads the same way.
 */
export const SHIPPED_TEXTS = {
  'tactic.min-resolution.name': {
    en: 'Minimum resolution',
    zh: '最低分辨率',
  },
  'tactic.min-resolution.description': {
    en: 'The photo is at least the minimum width and height in pixels',
    zh: '照片宽高不小于最小宽度与最小高度（像素）',
  },
  'tactic.brightness.name': {
    en: 'Brightness range',
    zh: '亮度范围',
  },
  'tactic.brightness.description': {
    en: 'Mean brightness (0–255) between the darkest and the brightest limit',
    zh: '平均亮度（0–255）在最低与最高平均亮度之间',
  },
  'tactic.sharpness.name': {
    en: 'Sharpness',
    zh: '清晰度',
  },
  'tactic.sharpness.description': {
    en: 'Not blurred: the variance of the Laplacian at 640 px is at least the least sharpness',
    zh: '不模糊：640 像素下拉普拉斯方差不低于最低清晰度',
  },
  'tactic.file-size.name': {
    en: 'File size',
    zh: '文件大小',
  },
  'tactic.file-size.description': {
    en: 'The file is between the smallest and the largest file size',
    zh: '文件大小在最小与最大文件之间',
  },
  'tactic.aspect-ratio.name': {
    en: 'Aspect ratio',
    zh: '宽高比',
  },
  'tactic.aspect-ratio.description': {
    en: 'Width ÷ height between the narrowest and the widest limit',
    zh: '宽 ÷ 高在最小与最大宽高比之间',
  },
  'tactic.single-face.name': {
    en: 'Exactly one face',
    zh: '单张人脸',
  },
  'tactic.single-face.description': {
    en: 'Exactly one face found, with at least the least face confidence',
    zh: '恰好检测到一张置信度不低于最低人脸置信度的人脸',
  },
  'tactic.face-size.name': {
    en: 'Face size',
    zh: '人脸大小',
  },
  'tactic.face-size.description': {
    en: "The face box's share of the photo between the smallest and the largest share",
    zh: '人脸框占照片面积的比例在最小与最大比例之间',
  },
  'tactic.head-pose.name': {
    en: 'Head pose',
    zh: '头部姿态',
  },
  'tactic.head-pose.description': {
    en: 'Yaw, pitch and roll each within its largest angle in degrees',
    zh: '偏航、俯仰、翻滚角均不超过各自的最大角度（度）',
  },
  'job.home-figures.name': {
    en: 'Refresh Home figures',
    zh: '刷新首页统计',
  },
  'job.home-figures.description': {
    en: "Counts sites, gateways, faces by status, registrations by hour and day, and the last hour's API errors for Home",
    zh: '为首页统计站点、网关、各状态人脸、按小时与按天的注册数以及最近一小时的接口错误',
  },
  'job.purge-logs.name': {
    en: 'Purge old logs',
    zh: '清理过期日志',
  },
  'job.purge-logs.description': {
    en: 'API request and sign-in log rows older than their retention (days), and job runs as old as the API log keeps (each job keeps its latest)',
    zh: '删除超过保留天数的接口请求日志与登录日志，以及早于接口日志保留期的任务运行记录（每个任务保留最近一次）',
  },
  'job.retry-failed-faces.name': {
    en: 'Retry failed face registrations',
    zh: '重试注册失败的人脸',
  },
  'job.retry-failed-faces.description': {
    en: 'Faces a gateway failed to register (storage full, photo download, no answer) go back to registering, up to the retry cap',
    zh: '因网关原因注册失败的人脸重新注册，不超过重试上限',
  },
  'job.mark-stale.name': {
    en: 'Mark silent gateways and stale registrations',
    zh: '标记离线网关与超时注册',
  },
  'job.mark-stale.description': {
    en: 'Gateways silent past the offline delay go offline; faces registering past the registration timeout fail with the reason timeout; site imports whose server stopped mid-run are recorded failed',
    zh: '超时未心跳的网关标为离线；注册超时的人脸标为失败（原因 timeout）；服务器中途停止的站点导入记为失败',
  },
  'job.purge-expired.name': {
    en: 'Purge expired sessions and codes',
    zh: '清理过期会话与验证码',
  },
  'job.purge-expired.description': {
    en: 'Sign-in sessions past their expiry, and cache entries past their time to live (one-time codes, send limits) from the in-process cache; Redis expires its own',
    zh: '删除已过期的登录会话，并清除进程内缓存中已过期的条目（一次性验证码、发送限制）；Redis 自行过期',
  },
  'job.purge-unused-files.name': {
    en: 'Purge unused uploads',
    zh: '清理未使用的上传文件',
  },
  'job.purge-unused-files.description': {
    en: 'Images uploaded more than a day ago that no face or avatar needs (a form left unsaved), with their records; files of the configuration screens stay',
    zh: '删除上传超过一天且没有人脸或头像需要的图片（如未保存的表单）及其记录；配置页面的文件保留',
  },
  'role.super-admin.description': {
    en: 'Every permission, including those of resources added later',
    zh: '全部权限，包括以后新增资源的权限',
  },
  'role.web-default.description': {
    en: 'Given to self-registered accounts: Home and site management',
    zh: '自助注册账号获得的角色：首页与站点管理',
  },
} as const satisfies Record<string, Label>;

export type ShippedTextKey = keyof typeof SHIPPED_TEXTS;

/**
 * English texts earlier versions stored for a shipped text since reworded (tactic
 * descriptions that named their limits by code): a row still holding one reads as today's text.
 */
export const EARLIER_SHIPPED_TEXTS: Readonly<Record<string, ShippedTextKey>> = {
  'At least minWidth × minHeight pixels': 'tactic.min-resolution.description',
  'Mean brightness (0–255) between min and max': 'tactic.brightness.description',
  'Variance of the Laplacian at 640 px at least minVariance (not blurred)': 'tactic.sharpness.description',
  'Between minBytes and maxBytes': 'tactic.file-size.description',
  'Width ÷ height between min and max': 'tactic.aspect-ratio.description',
  'One face found with a score of at least minScore': 'tactic.single-face.description',
  "The face box's share of the photo between min and max": 'tactic.face-size.description',
  'Yaw, pitch and roll within maxYaw, maxPitch, maxRoll degrees': 'tactic.head-pose.description',
};

/** The English text a seed stores for `key`. */
export function shippedText(key: ShippedTextKey): string {
  return SHIPPED_TEXTS[key].en;
}

const BY_STORED = new Map<string, Label>();
for (const label of Object.values(SHIPPED_TEXTS) as Label[]) {
  BY_STORED.set(label.en, label);
  BY_STORED.set(`${label.en} / ${label.zh}`, label);
}
for (const [stored, key] of Object.entries(EARLIER_SHIPPED_TEXTS)) BY_STORED.set(stored, SHIPPED_TEXTS[key]);

/** A stored value in `locale` when it is still a shipped text; undefined otherwise. */
export function shippedTextIn(stored: unknown, locale: Locale): string | undefined {
  if (typeof stored !== 'string') return undefined;
  return BY_STORED.get(stored)?.[locale];
}
