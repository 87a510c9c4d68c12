import type { Label, Locale } from '../../contract/resource';

/**
 * A resource's label as it reads inside an English sentence: lower case, unless its
 * first word is an abbreviation (API, SQL), and in the plural for any count but one.
 */
export function labelInSentence(label: Label, locale: Locale, count = 1): string {
  const text = label[locale];
  if (locale !== 'en') return text;
  const [first = '', ...rest] = text.split(' ');
  const words = [first === first.toUpperCase() ? first : first.toLowerCase(), ...rest];
  if (count !== 1) words[words.length - 1] = plural(words[words.length - 1] ?? '');
  return words.join(' ');
}

function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** "3 residents" / "3 条住户": a count of rows of a resource. */
export function countOfRows(label: Label, locale: Locale, count: number): string {
  return locale === 'en' ? `${count} ${labelInSentence(label, locale, count)}` : `${count} 条${label[locale]}`;
}

/**
 * react-admin's success notices of a resource (`resources.<path>.notifications.*`, which
 * its create, edit and delete controllers look up before their generic "Element created"):
 * "Site created", "3 residents deleted"; in Chinese 站点已创建, 已删除 3 条住户.
 */
export function resourceNotices(label: Label, locale: Locale): Record<'created' | 'updated' | 'deleted', string> {
  if (locale === 'zh')
    return {
      created: `${label.zh}已创建`,
      updated: `${label.zh}已更新`,
      deleted: `已删除 %{smart_count} 条${label.zh}`,
    };
  const many = labelInSentence(label, 'en', 2);
  return {
    created: `${label.en} created`,
    updated: `${label.en} updated`,
    deleted: `${label.en} deleted |||| %{smart_count} ${many} deleted`,
  };
}
