import { POPUP_TEXT_LIMIT } from './feedbackLimits';

const ELLIPSIS = '…';

/**
 * A text as a popup shows it: at most `limit` characters, the ellipsis included.
 * Counted in code points, so that a character outside the BMP is never split in half.
 */
export function popupText(text: string, limit = POPUP_TEXT_LIMIT): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit - ELLIPSIS.length).join('')}${ELLIPSIS}`;
}
