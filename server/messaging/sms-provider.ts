import type { CodeScene } from '../auth/verification-codes';

/** One text message: the recipient in international form (+8613912345678). */
export interface SmsMessage {
  to: string;
  scene: CodeScene;
  code: string;
  text: string;
}

/**
 * Whatever delivers text messages. A provider that refuses throws an ApiError: 10002
 * with its own code in `msg` (docs/architecture.md#the-http-contract), or 10000 when it could not be reached.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
