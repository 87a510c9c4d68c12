import { MAX_PAGE_SIZE } from '../../../contract/resource';

/** The most rows one export takes, so that a careless click cannot pull a whole table into the browser. */
export const EXPORT_ROW_LIMIT = 10_000;

/** Rows asked for per request: the API's largest page. */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * Exported columns are 15 characters wide (docs/features/console.md#fixed-figures).
 * (A width of 5 for a checkbox column does not arise: the list's selection boxes hold no
 * data and are not exported.)
 */
export const COLUMN_WIDTH = 15;
