import type { UploadKind } from './uploads';

/** The server's private settings (sp-cfg-server), applied without a restart. */

const LOGS = { en: 'Logs', zh: '日志' };
const LIMITS = { en: 'Request limits', zh: '请求限制' };
const UPLOADS = { en: 'Uploads', zh: '上传' };
const SMS = { en: 'Text messages', zh: '短信' };
const MAIL = { en: 'Mail', zh: '邮件' };
const FACES = { en: 'Face registration', zh: '人脸注册' };
const THIRD_CLOUDS = { en: 'Third-party clouds', zh: '第三方云' };

/** Largest upload of each kind, in MiB, when neither the environment nor a stored row says otherwise. */
export const UPLOAD_DEFAULT_MAX_MIB: Record<UploadKind, number> = {
  image: 10,
  video: 200,
  audio: 50,
  apk: 500,
  file: 50,
};

const UPLOAD_KIND_LABELS = {
  image: { en: 'Largest image (MiB)', zh: '图片上限（MiB）' },
  video: { en: 'Largest video (MiB)', zh: '视频上限（MiB）' },
  audio: { en: 'Largest audio file (MiB)', zh: '音频上限（MiB）' },
  apk: { en: 'Largest app package (MiB)', zh: '安装包上限（MiB）' },
  file: { en: 'Largest other file (MiB)', zh: '其他文件上限（MiB）' },
} as const;

function uploadLimit<K extends UploadKind>(kind: K) {
  return {
    key: `upload.${kind}MaxMb` as `upload.${K}MaxMb`,
    scope: 'server',
    schema: { type: 'number', minimum: 0.01, maximum: 10240 },
    default: UPLOAD_DEFAULT_MAX_MIB[kind],
    env: `UPLOAD_MAX_${kind.toUpperCase()}_MB`,
    group: UPLOADS,
    label: UPLOAD_KIND_LABELS[kind],
    description: {
      en: 'Uploads of this kind larger than this are refused.',
      zh: '超过此大小的此类上传会被拒绝。',
    },
  } as const;
}

export const SERVER_SETTINGS = [
  {
    key: 'log.apiRetentionDays',
    scope: 'server',
    schema: { type: 'integer', minimum: 1, maximum: 3650 },
    default: 30,
    env: 'API_LOG_RETENTION_DAYS',
    group: LOGS,
    label: { en: 'Keep API request logs (days)', zh: '接口请求日志保留天数' },
    description: {
      en: 'API request log rows older than this are purged.',
      zh: '早于此天数的接口请求日志会被清除。',
    },
  },
  {
    key: 'log.loginRetentionDays',
    scope: 'server',
    schema: { type: 'integer', minimum: 1, maximum: 3650 },
    default: 180,
    env: 'LOGIN_LOG_RETENTION_DAYS',
    group: LOGS,
    label: { en: 'Keep sign-in logs (days)', zh: '登录日志保留天数' },
    description: { en: 'Sign-in log rows older than this are purged.', zh: '早于此天数的登录日志会被清除。' },
  },
  {
    key: 'device.logSiteIds',
    scope: 'server',
    schema: { type: 'string', format: 'id-list', maxLength: 500 },
    default: '',
    group: LOGS,
    label: { en: 'Sites whose device calls are logged in full', zh: '完整记录设备调用的站点' },
    description: {
      en: 'Site ids separated by commas (such as 12, 15). Every device call of these sites is written to the API request log, not only the failed ones, until the time below has passed since this list was saved.',
      zh: '以逗号分隔的站点编号（如 12, 15）。这些站点的每次设备调用都写入接口请求日志，而不只是失败的调用，直到自保存此列表起经过下方的时长。',
    },
  },
  {
    key: 'device.logMinutes',
    scope: 'server',
    schema: { type: 'integer', minimum: 1, maximum: 10080 },
    default: 60,
    group: LOGS,
    label: { en: 'Log device calls in full for (minutes)', zh: '完整记录设备调用的时长（分钟）' },
    description: {
      en: 'How long the sites above are logged in full, counted from when their list was last saved.',
      zh: '上方站点完整记录的时长，自其列表最后一次保存时起计算。',
    },
  },
  {
    key: 'log.importHistoryRetentionDays',
    scope: 'server',
    schema: { type: 'integer', minimum: 1, maximum: 3650 },
    default: 365,
    group: LOGS,
    label: { en: 'Keep site import history (days)', zh: '站点导入记录保留天数' },
    description: {
      en: 'Site import runs started before this are purged; the latest run of each site stays.',
      zh: '早于此天数开始的站点导入记录会被清除；每个站点保留最近一次导入。',
    },
  },
  {
    key: 'history.retentionDays',
    scope: 'server',
    schema: { type: 'integer', minimum: 1, maximum: 3650 },
    default: 365,
    group: LOGS,
    label: { en: 'Keep record history (days)', zh: '记录修订历史保留天数' },
    description: {
      en: 'Revisions of records (who changed what) older than this are purged by the daily log purge.',
      zh: '早于此天数的记录修订（谁修改了什么）会被每日日志清理任务清除。',
    },
  },
  {
    key: 'faces.retryCap',
    scope: 'server',
    schema: { type: 'integer', minimum: 0, maximum: 100 },
    default: 3,
    group: FACES,
    label: { en: 'Registration retries', zh: '注册重试次数' },
    description: {
      en: 'How many times the retry job queues a failed face registration again (0: never).',
      zh: '重试任务重新排队失败的人脸注册的次数（0 表示不重试）。',
    },
  },
  {
    key: 'rateLimit.accountPerMinute',
    scope: 'server',
    schema: { type: 'integer', minimum: 0, maximum: 100000 },
    default: 60,
    env: 'ACCOUNT_REQUESTS_PER_MINUTE',
    group: LIMITS,
    label: { en: 'Account calls per minute', zh: '账号接口每分钟次数' },
    description: {
      en: 'Calls of one account route one address may make in a minute (0: no cap).',
      zh: '同一地址每分钟可调用某个账号接口的次数（0 表示不限）。',
    },
  },
  {
    key: 'rateLimit.signInPerMinute',
    scope: 'server',
    schema: { type: 'integer', minimum: 0, maximum: 100000 },
    default: 300,
    env: 'SIGN_IN_REQUESTS_PER_MINUTE',
    group: LIMITS,
    label: { en: 'Sign-ins per minute', zh: '每分钟登录次数' },
    description: {
      en: 'Sign-in calls one address may make in a minute (0: no cap).',
      zh: '同一地址每分钟可调用登录的次数（0 表示不限）。',
    },
  },
  uploadLimit('image'),
  uploadLimit('video'),
  uploadLimit('audio'),
  uploadLimit('apk'),
  uploadLimit('file'),
  {
    key: 'sms.provider',
    scope: 'server',
    schema: { type: 'string', enum: ['outbox', 'http'] },
    default: 'outbox',
    env: 'SMS_PROVIDER',
    group: SMS,
    label: { en: 'Text message sender', zh: '短信发送方式' },
    description: {
      en: 'outbox writes texts to a file on the server; http posts them to a gateway.',
      zh: 'outbox 将短信写入服务器上的文件；http 将短信发往网关。',
    },
  },
  {
    key: 'sms.httpUrl',
    scope: 'server',
    schema: { type: 'string', format: 'uri', maxLength: 500 },
    default: '',
    env: 'SMS_HTTP_URL',
    group: SMS,
    label: { en: 'Gateway address', zh: '网关地址' },
    description: {
      en: 'The http:// or https:// address texts are posted to.',
      zh: '短信发往的 http:// 或 https:// 地址。',
    },
  },
  {
    key: 'sms.httpToken',
    scope: 'server',
    schema: { type: 'string', maxLength: 500 },
    default: '',
    env: 'SMS_HTTP_TOKEN',
    secret: true,
    group: SMS,
    label: { en: 'Gateway token', zh: '网关令牌' },
    description: { en: 'Sent to the gateway as a bearer token.', zh: '以 Bearer 令牌发送给网关。' },
  },
  {
    key: 'mail.from',
    scope: 'server',
    schema: { type: 'string', maxLength: 200 },
    default: 'Intercom console <no-reply@localhost>',
    env: 'MAIL_FROM',
    group: MAIL,
    label: { en: 'Sender', zh: '发件人' },
    description: { en: 'The From of every mail the console sends.', zh: '控制台所发邮件的发件人。' },
  },
  {
    key: 'mail.smtpUrl',
    scope: 'server',
    schema: { type: 'string', format: 'uri', maxLength: 500 },
    default: '',
    env: 'SMTP_URL',
    secret: true,
    group: MAIL,
    label: { en: 'SMTP server', zh: 'SMTP 服务器' },
    description: {
      en: 'smtp:// or smtps:// address with its user and password; empty writes mail to the outbox file.',
      zh: '含用户名和密码的 smtp:// 或 smtps:// 地址；为空时邮件写入发件箱文件。',
    },
  },
  {
    key: 'thirdCloud.allowPrivateAddresses',
    scope: 'server',
    schema: { type: 'boolean' },
    default: false,
    env: 'THIRD_CLOUD_ALLOW_PRIVATE',
    group: THIRD_CLOUDS,
    label: { en: 'Test private addresses', zh: '测试私有地址' },
    description: {
      en: 'Lets a connection test call loopback, link-local and private-network addresses (127.x, 169.254.x, 10.x, 192.168.x and the like). Off: only public addresses are called.',
      zh: '允许连接测试调用回环、链路本地和私有网络地址（127.x、169.254.x、10.x、192.168.x 等）。关闭时只调用公网地址。',
    },
  },
] as const;
