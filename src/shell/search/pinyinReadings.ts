import { pinyin } from 'pinyin-pro';
import { containsChinese } from './chineseText';

/**
 * How a Chinese title is typed on a Latin keyboard: full pinyin and initials
 * (站点列表: zhandianliebiao, zdlb). Other titles have no reading of their own.
 */
export function pinyinReadings(text: string): string[] {
  if (!containsChinese(text)) return [];
  const read = (pattern: 'pinyin' | 'first') =>
    pinyin(text, { pattern, toneType: 'none', type: 'array', nonZh: 'consecutive' })
      .join('')
      .replace(/\s+/g, '')
      .toLowerCase();
  return [read('pinyin'), read('first')];
}
