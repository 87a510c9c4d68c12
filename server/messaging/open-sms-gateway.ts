import { CODE_SCENES, type CodeScene } from '../auth/verification-codes';
import type { ServerConfig } from '../config';
import { HttpSmsProvider } from './http-sms-provider';
import { OutboxSmsProvider } from './outbox-sms-provider';
import { SmsGateway } from './sms-gateway';
import type { SmsProvider } from './sms-provider';

/** The gateway the configuration asks for: the outbox file by default, or the HTTP provider. */
export function openSmsGateway(config: ServerConfig): SmsGateway {
  const sms = config.sms;
  const provider: SmsProvider =
    sms.provider === 'http'
      ? new HttpSmsProvider({ url: sms.httpUrl, token: sms.httpToken })
      : new OutboxSmsProvider(config.dataDir);
  const served = sms.scenes ?? CODE_SCENES;
  const providers: Partial<Record<CodeScene, SmsProvider>> = {};
  for (const scene of served) providers[scene] = provider;
  return new SmsGateway(providers);
}
