import { Code } from '../../contract/errors';
import { ApiError } from '../http/api-error';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface HttpSmsOptions {
  url: string;
  token: string;
  /** The provider's code for success; every other code is its refusal. */
  successCode?: string;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 10_000;

/**
 * A gateway reached over HTTPS: POST `{ to, scene, text }` as JSON with a bearer
 * token, answered by `{ code, message }`. A refusal comes back as 10002 with the
 * gateway's code in `msg` (its rate-limit code then reads "only one code a minute").
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const call = this.options.fetch ?? fetch;
    let answer: unknown;
    try {
      const response = await call(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
        body: JSON.stringify({ to: message.to, scene: message.scene, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = await response.json();
    } catch (error) {
      throw new ApiError(Code.CODE_SEND_FAILED, `the SMS gateway could not be reached: ${String(error)}`);
    }
    const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    const providerCode = typeof fields.code === 'string' ? fields.code : String(fields.code ?? '');
    if (providerCode === (this.options.successCode ?? 'OK')) return;
    const providerMessage = typeof fields.message === 'string' ? fields.message : '';
    throw new ApiError(Code.SMS_PROVIDER, JSON.stringify({ code: providerCode, message: providerMessage }));
  }
}
