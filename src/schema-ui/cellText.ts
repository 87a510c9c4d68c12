/** Text cells are cut at 100 characters; the whole text shows on hover (docs/features/console.md#fixed-figures). */
export const TEXT_CELL_LIMIT = 100;

export interface CellText {
  shown: string;
  /** The whole text, for the hover title; undefined when nothing was cut. */
  full?: string;
}

export function cellText(value: unknown, limit = TEXT_CELL_LIMIT): CellText {
  if (value === null || value === undefined) return { shown: '' };
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Cut by code points, not UTF-16 units, so that a character outside the BMP is never split in half.
  const characters = Array.from(text);
  if (characters.length <= limit) return { shown: text };
  return { shown: `${characters.slice(0, limit).join('')}…`, full: text };
}
