import type { ServerConfig } from '../../config';
import { type MailTransport, openMailTransport } from '../../messaging/mail-transport';
import { openSmsGateway } from '../../messaging/open-sms-gateway';
import type { SmsGateway } from '../../messaging/sms-gateway';
import { rebuiltOnChange, sendersWithSettings } from '../../settings/applied';
import type { Settings } from '../../settings/settings';

export type CodeTexts = Pick<SmsGateway, 'serves' | 'sendCode'>;

/**
 * The text and mail senders as the settings (sms.*, mail.*) say: each built again when
 * one of its settings changes, so a new gateway or mail server applies without a restart.
 */
export function liveSenders(config: ServerConfig, settings: Settings): { sms: CodeTexts; mail: MailTransport } {
  const sms = rebuiltOnChange(settings, ['sms.'], () => openSmsGateway(sendersWithSettings(config, settings)));
  const mail = rebuiltOnChange(settings, ['mail.'], () => openMailTransport(sendersWithSettings(config, settings)));
  return {
    sms: {
      serves: (scene) => sms().serves(scene),
      sendCode: (to, scene, code) => sms().sendCode(to, scene, code),
    },
    mail: {
      get name() {
        return mail().name;
      },
      send: (message) => mail().send(message),
    },
  };
}
