import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../contract/resource';

/**
 * The admin's language for texts the server words itself (an import template's
 * headers, its report's messages, a field's own refusal text): `?lang=en|zh` as the console sends it (its
 * language is the one chosen in the console, not always the browser's), else the
 * first language of `Accept-Language` the console speaks, else English.
 */
export function languageOf(request: FastifyRequest): Locale {
  const query = request.query as { lang?: unknown } | undefined;
  const chosen = typeof query?.lang === 'string' ? asLocale(query.lang) : undefined;
  if (chosen) return chosen;
  const header = request.headers['accept-language'];
  const tags = (typeof header === 'string' ? header : '')
    .split(',')
    .map((part) => {
      const [tag, ...parameters] = part.trim().split(';');
      const weight = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { tag: tag.trim(), q: weight ? Number(weight.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const locale = asLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

function asLocale(tag: string): Locale | undefined {
  const language = tag.toLowerCase().split('-')[0];
  return language === 'zh' || language === 'en' ? language : undefined;
}

/** The query parameter's schema, for the routes answering files in the admin's language. */
export const LANGUAGE_QUERY = {
  type: 'object',
  properties: {
    lang: { type: 'string', enum: ['en', 'zh'], description: "The admin's language; else Accept-Language decides" },
  },
  additionalProperties: false,
};
