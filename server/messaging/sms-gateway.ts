import { Code } from '../../contract/errors';
import type { CodeScene } from '../auth/verification-codes';
import { ApiError } from '../http/api-error';
import type { SmsProvider } from './sms-provider';

const TEXTS: Record<CodeScene, (code: string) => string> = {
  register: (code) =>
    `Your registration code is ${code}. It expires in 5 minutes. 您的注册验证码为 ${code}，5 分钟内有效。`,
  'reset-password': (code) =>
    `Your password reset code is ${code}. It expires in 5 minutes. 您的重置密码验证码为 ${code}，5 分钟内有效。`,
};

/** Sends verification codes through the provider configured for each category (scene); 10003 for a scene none serves. */
export class SmsGateway {
  constructor(private readonly providers: Partial<Record<CodeScene, SmsProvider>>) {}

  serves(scene: CodeScene): boolean {
    return this.providers[scene] !== undefined;
  }

  async sendCode(to: string, scene: CodeScene, code: string): Promise<void> {
    const provider = this.providers[scene];
    if (!provider) throw new ApiError(Code.SMS_NO_SERVICE, `no SMS provider serves "${scene}"`);
    await provider.send({ to, scene, code, text: TEXTS[scene](code) });
  }
}
