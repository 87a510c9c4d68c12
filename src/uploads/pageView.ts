import { useLocation } from 'react-router-dom';

/** The page view shown now: a random id, new whenever the path changes (a list's sort, filter or page keeps it). */
let current: { path: string; id: string } | undefined;

function randomViewId(): string {
  // getRandomValues works on plain HTTP too, where randomUUID does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The id of the page view a thumbnail is drawn in, sent with its fetch (`?view=`) so that the
 * server counts a face photo's thumbnail once per view however often the page draws it
 * (docs/features/resident-data.md#who-saw-a-face-photo). Opening another page, or this one again,
 * is a new view.
 */
export function usePageView(): string {
  const { pathname } = useLocation();
  if (current?.path !== pathname) current = { path: pathname, id: randomViewId() };
  return current.id;
}

/** A stored file's URL as a thumbnail of page view `view` fetches it. */
export function thumbnailUrl(url: string, view: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}view=${encodeURIComponent(view)}`;
}
