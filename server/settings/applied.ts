import type { SettingKey } from '../../contract/settings';
import { UPLOAD_KINDS, type UploadKind } from '../../contract/uploads';
import type { ServerConfig } from '../config';
import { MIB, type UploadConfig } from '../upload-config';
import type { Settings } from './settings';

/**
 * The parts of the configuration that settings change, read from the settings each
 * time they are used, so that a change applies without a restart.
 */

/** The upload configuration whose size limits are read at each use. */
export function uploadsWithSettings(uploads: UploadConfig, settings: Settings): UploadConfig {
  return {
    ...uploads,
    get maxBytes() {
      return Object.fromEntries(
        UPLOAD_KINDS.map((kind) => [kind, Math.round(settings.get(`upload.${kind}MaxMb`) * MIB)]),
      ) as Record<UploadKind, number>;
    },
  };
}

/** The request allowances as the settings say now. */
export function requestLimitsOf(settings: Settings): ServerConfig['requestLimits'] {
  return {
    perMinute: settings.get('rateLimit.accountPerMinute'),
    signInPerMinute: settings.get('rateLimit.signInPerMinute'),
  };
}

/** The configuration with the text and mail senders as the settings say now. */
export function sendersWithSettings(config: ServerConfig, settings: Settings): ServerConfig {
  const smtpUrl = settings.get('mail.smtpUrl');
  return {
    ...config,
    mail: { from: settings.get('mail.from'), smtpUrl: smtpUrl === '' ? undefined : smtpUrl },
    sms: {
      ...config.sms,
      provider: settings.get('sms.provider'),
      httpUrl: settings.get('sms.httpUrl'),
      httpToken: settings.get('sms.httpToken'),
    },
  };
}

/** Something built from settings, built again when a setting whose key starts with one of `prefixes` changes. */
export function rebuiltOnChange<T>(settings: Settings, prefixes: readonly string[], build: () => T): () => T {
  let current = build();
  settings.onChange((keys: readonly SettingKey[]) => {
    if (keys.some((key) => prefixes.some((prefix) => key.startsWith(prefix)))) current = build();
  });
  return () => current;
}
