import { describe, expect, it } from 'vitest';
import { SETTINGS, type SettingDefinition, settingOf } from '../../contract/settings';
import {
  idListOf,
  settingProblem,
  settingRuleText,
  settingText,
  storedSettingValue,
} from '../../contract/settings-values';
import { loadConfig } from '../../server/config';
import { environmentValue } from '../../server/settings/environment-values';

/** The catalogue of typed settings: defaults that keep their own rules, and every variable read from the configuration. */
describe('settings catalogue', () => {
  it('has unique keys, labels in both languages, and defaults valid for their own schema', () => {
    expect(new Set(SETTINGS.map((setting) => setting.key)).size).toBe(SETTINGS.length);
    for (const setting of SETTINGS) {
      expect(setting.label.en && setting.label.zh && setting.description.en && setting.description.zh).toBeTruthy();
      expect(settingProblem(setting.schema, settingText(setting.default)), setting.key).toBeUndefined();
    }
  });

  it('reads the value of every variable that backs a setting from the configuration, when it was set', () => {
    const env = {
      API_LOG_RETENTION_DAYS: '14',
      LOGIN_LOG_RETENTION_DAYS: '60',
      ACCOUNT_REQUESTS_PER_MINUTE: '11',
      SIGN_IN_REQUESTS_PER_MINUTE: '12',
      UPLOAD_MAX_IMAGE_MB: '2',
      UPLOAD_MAX_VIDEO_MB: '3',
      UPLOAD_MAX_AUDIO_MB: '4',
      UPLOAD_MAX_APK_MB: '5',
      UPLOAD_MAX_FILE_MB: '6',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.test/send',
      SMS_HTTP_TOKEN: 'token-1',
      MAIL_FROM: 'Gate <gate@example.test>',
      SMTP_URL: 'smtp://mail.example.test',
      THIRD_CLOUD_ALLOW_PRIVATE: 'true',
    };
    const config = loadConfig(env);
    for (const setting of (SETTINGS as readonly SettingDefinition[]).filter((candidate) => candidate.env)) {
      const value = environmentValue(config, setting.key, setting.env);
      expect(value, setting.key).toBeDefined();
      expect(settingText(value ?? ''), setting.key).toBe(env[setting.env as keyof typeof env]);
    }
    expect(environmentValue(loadConfig({}), 'mail.from', 'MAIL_FROM')).toBeUndefined();
  });

  it('names the broken rule in both languages and reads only valid rows', () => {
    const retention = settingOf('server', 'log.apiRetentionDays');
    if (!retention) throw new Error('log.apiRetentionDays is catalogued');
    expect(settingProblem(retention.schema, '0')).toBe('minimum');
    expect(settingRuleText(retention, 'maximum', 'zh')).toBe('接口请求日志保留天数不能大于 3650');
    expect(settingRuleText(retention, 'maximum', 'en')).toBe('Keep API request logs (days) must be at most 3650');
    expect(storedSettingValue(retention, { value: '45', valueType: 'number' })).toBe(45);
    expect(storedSettingValue(retention, { value: '45', valueType: 'string' })).toBeUndefined();
    expect(settingOf('app', 'log.apiRetentionDays')).toBeUndefined();
    const link = settingOf('app', 'app.privacyUrl');
    expect(link && settingProblem(link.schema, 'privacy page')).toBe('format');
    expect(link && settingProblem(link.schema, 'https://example.com/privacy')).toBeUndefined();
  });

  it('reads a list of ids separated by commas, and names the rule a list breaks', () => {
    const sites = settingOf('server', 'device.logSiteIds');
    if (!sites) throw new Error('device.logSiteIds is catalogued');
    expect(idListOf(' 12, 15 ,7')).toEqual([12, 15, 7]);
    expect(idListOf('12，15')).toEqual([12, 15]);
    expect(idListOf('')).toEqual([]);
    expect(idListOf('12; 15')).toEqual([]);
    expect(settingProblem(sites.schema, '')).toBeUndefined();
    expect(settingProblem(sites.schema, '12, 15')).toBeUndefined();
    for (const wrong of ['12;15', '12,', 'site 12', '1.5', '-3'])
      expect(settingProblem(sites.schema, wrong), wrong).toBe('format');
    expect(settingRuleText(sites, 'format', 'en')).toBe(
      'Sites whose device calls are logged in full must be ids separated by commas, such as 12, 15',
    );
    expect(settingRuleText(sites, 'format', 'zh')).toBe('完整记录设备调用的站点须为以逗号分隔的编号，如 12, 15');
  });
});
