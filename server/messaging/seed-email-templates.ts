import type { ResourceTables } from '../db/resource-tables';
import { ensureRow } from '../seed/ensure-row';
import { CODE_TEMPLATE_NAME } from './email-template';

/** The verification-code mail in both languages, created when missing; administrators may reword them. */
export async function seedEmailTemplates(tables: ResourceTables): Promise<void> {
  if (!tables.has('email-template')) return;
  const templates = tables.of('email-template');
  await ensureRow(
    templates,
    { name: CODE_TEMPLATE_NAME },
    {
      name: CODE_TEMPLATE_NAME,
      locale: 'en',
      subject: 'Your verification code',
      content:
        'Your verification code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this mail.',
    },
  );
  await ensureRow(
    templates,
    { name: `${CODE_TEMPLATE_NAME}-zh` },
    {
      name: `${CODE_TEMPLATE_NAME}-zh`,
      locale: 'zh',
      subject: '您的验证码',
      content: '您的验证码为 {{code}}，{{minutes}} 分钟内有效。如非本人操作，请忽略本邮件。',
    },
  );
}
