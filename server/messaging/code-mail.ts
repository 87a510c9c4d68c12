import type { CodeScene } from '../auth/verification-codes';
import { CODE_LIFETIME_SECONDS } from '../auth/verification-codes';
import type { ReadRowStore } from '../db/row-store';
import { findCodeTemplate, renderTemplate } from './email-template';
import type { MailTransport } from './mail-transport';

/** Renders the verification-code template for one recipient and sends it. */
export async function sendCodeMail(
  templates: ReadRowStore,
  transport: MailTransport,
  mail: { to: string; scene: CodeScene; code: string; locale: 'en' | 'zh' },
): Promise<void> {
  const template = await findCodeTemplate(templates, mail.locale);
  const rendered = renderTemplate(template, {
    code: mail.code,
    minutes: String(CODE_LIFETIME_SECONDS / 60),
    email: mail.to,
  });
  await transport.send({ to: mail.to, scene: mail.scene, code: mail.code, ...rendered });
}
