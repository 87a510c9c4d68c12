/** How long messages stay and how much of a text a popup shows (docs/features/console.md#fixed-figures). */
export const MESSAGE_DURATION_MS = 3_000;
export const ERROR_DURATION_MS = 5_000;
export const POPUP_TEXT_LIMIT = 500;

/**
 * A request still running after this long no longer keeps the loading indicator spinning
 * (docs/features/console.md#fixed-figures).
 */
export const LOADING_INDICATOR_LIMIT_MS = 20_000;
