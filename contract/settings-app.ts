/** The public settings the mobile app reads without signing in (sp-cfg-app, GET /app/config). */

const VERSIONS = { en: 'App versions', zh: '应用版本' };
const SUPPORT = { en: 'Support and legal', zh: '客服与条款' };
const MAINTENANCE = { en: 'Maintenance', zh: '维护' };

const VERSION_RULE = { type: 'string', maxLength: 32 } as const;
const LINK_RULE = { type: 'string', format: 'uri', maxLength: 500 } as const;

export const APP_SETTINGS = [
  {
    key: 'app.minVersion',
    scope: 'app',
    schema: VERSION_RULE,
    default: '1.0.0',
    group: VERSIONS,
    label: { en: 'Oldest supported version', zh: '最低支持版本' },
    description: {
      en: 'Apps older than this must update before they can be used.',
      zh: '低于此版本的应用须先升级才能使用。',
    },
  },
  {
    key: 'app.latestVersion',
    scope: 'app',
    schema: VERSION_RULE,
    default: '1.0.0',
    group: VERSIONS,
    label: { en: 'Latest version', zh: '最新版本' },
    description: { en: 'Apps older than this are offered the update.', zh: '低于此版本的应用会收到升级提示。' },
  },
  {
    key: 'app.downloadUrl',
    scope: 'app',
    schema: LINK_RULE,
    default: '',
    group: VERSIONS,
    label: { en: 'Download address', zh: '下载地址' },
    description: { en: 'Where the app downloads its update.', zh: '应用下载升级包的地址。' },
  },
  {
    key: 'app.supportPhone',
    scope: 'app',
    schema: { type: 'string', maxLength: 32 },
    default: '',
    group: SUPPORT,
    label: { en: 'Support phone', zh: '客服电话' },
    description: { en: 'The number residents call for help.', zh: '住户求助时拨打的电话。' },
  },
  {
    key: 'app.supportEmail',
    scope: 'app',
    schema: { type: 'string', format: 'email', maxLength: 200 },
    default: '',
    group: SUPPORT,
    label: { en: 'Support mail', zh: '客服邮箱' },
    description: { en: 'The address residents write to for help.', zh: '住户求助时发信的地址。' },
  },
  {
    key: 'app.privacyUrl',
    scope: 'app',
    schema: LINK_RULE,
    default: '',
    group: SUPPORT,
    label: { en: 'Privacy policy', zh: '隐私政策' },
    description: { en: 'The address of the privacy policy page.', zh: '隐私政策页面的地址。' },
  },
  {
    key: 'app.termsUrl',
    scope: 'app',
    schema: LINK_RULE,
    default: '',
    group: SUPPORT,
    label: { en: 'Terms of use', zh: '用户协议' },
    description: { en: 'The address of the terms of use page.', zh: '用户协议页面的地址。' },
  },
  {
    key: 'app.maintenance',
    scope: 'app',
    schema: { type: 'boolean' },
    default: false,
    group: MAINTENANCE,
    label: { en: 'Under maintenance', zh: '维护中' },
    description: {
      en: 'When on, the app shows the maintenance message instead of its screens.',
      zh: '开启后，应用显示维护提示而不是正常页面。',
    },
  },
  {
    key: 'app.maintenanceMessage',
    scope: 'app',
    schema: { type: 'string', maxLength: 500 },
    default: '',
    group: MAINTENANCE,
    label: { en: 'Maintenance message', zh: '维护提示' },
    description: { en: 'What the app shows while under maintenance.', zh: '维护期间应用显示的文字。' },
  },
] as const;
