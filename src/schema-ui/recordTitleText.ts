import type { Label, Locale, ResourceDefinition } from '../../contract/resource';

/**
 * Titles made of several fields, in each language's order, by resource: a resident is
 * named in full, first name then last name in English and 姓 then 名 with no space in
 * Chinese. A resource without one is titled by its `recordTitle` field.
 */
const TITLE_TEMPLATES: Readonly<Record<string, Label>> = {
  resident: { en: '{firstName} {lastName}', zh: '{lastName}{firstName}' },
};

/** A record's title in a language: its template filled with its values, else its title field, else `#id`. */
export function recordTitleText(
  resource: Pick<ResourceDefinition, 'name' | 'recordTitle'>,
  record: Record<string, unknown> | undefined,
  locale: Locale,
): string {
  if (!record) return '';
  const template = TITLE_TEMPLATES[resource.name]?.[locale];
  if (template) {
    const filled = template
      .replace(/\{(\w+)\}/g, (_, field: string) => String(record[field] ?? '').trim())
      .replace(/\s+/g, ' ')
      .trim();
    if (filled) return filled;
  }
  const title = record[resource.recordTitle];
  return title === undefined || title === null || title === '' ? `#${String(record.id)}` : String(title);
}
