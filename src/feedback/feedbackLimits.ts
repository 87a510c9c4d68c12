/** Spec section 9: how long messages stay and how much of a text a popup shows. */
export const MESSAGE_DURATION_MS = 3_000;
export const ERROR_DURATION_MS = 5_000;
export const POPUP_TEXT_LIMIT = 500;

/** Spec section 9: a request still running after this long no longer keeps the loading indicator spinning. */
export const LOADING_INDICATOR_LIMIT_MS = 20_000;
