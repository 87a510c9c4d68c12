import { Code } from '../../contract/errors';
import type { ReadRowStore } from '../db/row-store';
import { ApiError } from '../http/api-error';

/** The template every verification-code mail is rendered from; its Chinese twin carries the `-zh` suffix. */
export const CODE_TEMPLATE_NAME = 'verification-code';

export interface RenderedMail {
  subject: string;
  text: string;
}

/** `{{name}}` placeholders; one the caller does not supply fails the rendering (6104) rather than mailing it raw. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The code template in the reader's language, falling back to English; 6100 when there is none. */
export async function findCodeTemplate(templates: ReadRowStore, locale: 'en' | 'zh') {
  const row =
    (locale === 'zh' ? await templates.findOneWhere({ name: `${CODE_TEMPLATE_NAME}-zh` }) : undefined) ??
    (await templates.findOneWhere({ name: CODE_TEMPLATE_NAME }));
  if (!row) throw new ApiError(Code.EMAIL_TEMPLATE_MISSING, `no email template named "${CODE_TEMPLATE_NAME}"`);
  return row;
}

export function renderTemplate(template: { subject?: unknown; content?: unknown }, values: Record<string, string>) {
  const fill = (text: unknown): string => {
    if (typeof text !== 'string') throw new ApiError(Code.EMAIL_TEMPLATE_RENDER_FAILED, 'the template has no text');
    return text.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new ApiError(Code.EMAIL_TEMPLATE_RENDER_FAILED, `unknown placeholder {{${name}}}`);
      return value;
    });
  };
  return { subject: fill(template.subject), text: fill(template.content) } satisfies RenderedMail;
}
