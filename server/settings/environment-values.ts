import type { ServerSettingKey } from '../../contract/settings';
import type { TypedValue } from '../../contract/settings-values';
import type { ServerConfig } from '../config';
import { MIB } from '../upload-config';

/**
 * Where the configuration read at start holds each setting an environment variable can
 * set: when that variable was set, this value wins over the stored row.
 */
const FROM_CONFIG: Partial<Record<ServerSettingKey, (config: ServerConfig) => TypedValue | undefined>> = {
  'log.apiRetentionDays': (config) => config.logRetention.apiDays,
  'log.loginRetentionDays': (config) => config.logRetention.loginDays,
  'rateLimit.accountPerMinute': (config) => config.requestLimits.perMinute,
  'rateLimit.signInPerMinute': (config) => config.requestLimits.signInPerMinute,
  'upload.imageMaxMb': (config) => config.uploads.maxBytes.image / MIB,
  'upload.videoMaxMb': (config) => config.uploads.maxBytes.video / MIB,
  'upload.audioMaxMb': (config) => config.uploads.maxBytes.audio / MIB,
  'upload.apkMaxMb': (config) => config.uploads.maxBytes.apk / MIB,
  'upload.fileMaxMb': (config) => config.uploads.maxBytes.file / MIB,
  'sms.provider': (config) => config.sms.provider,
  'sms.httpUrl': (config) => config.sms.httpUrl,
  'sms.httpToken': (config) => config.sms.httpToken,
  'mail.from': (config) => config.mail.from,
  'mail.smtpUrl': (config) => config.mail.smtpUrl,
  'thirdCloud.allowPrivateAddresses': (config) => config.thirdClouds.allowPrivate,
};

/** The value the environment gives a setting, when its variable was set at start. */
export function environmentValue(
  config: ServerConfig,
  key: string,
  variable: string | undefined,
): TypedValue | undefined {
  if (variable === undefined || !config.setVariables.includes(variable)) return undefined;
  return FROM_CONFIG[key as ServerSettingKey]?.(config);
}
