import { type RefObject, useEffect } from 'react';

/** Room left beside the tab scrolled to, so that its neighbour shows there is more. */
const MARGIN = 24;

/** Scrolls the strip sideways until the active tab is in view; the page itself does not move. */
export function useScrollIntoStrip(
  strip: RefObject<HTMLElement | null>,
  activePath: string | undefined,
  count: number,
) {
  useEffect(() => {
    const container = strip.current;
    if (!container || !activePath || count === 0) return;
    const tab = [...container.querySelectorAll<HTMLElement>('[data-path]')].find(
      (element) => element.dataset.path === activePath,
    );
    if (!tab) return;
    const start = tab.offsetLeft - MARGIN;
    const end = tab.offsetLeft + tab.offsetWidth + MARGIN - container.clientWidth;
    if (container.scrollLeft > start) container.scrollLeft = Math.max(0, start);
    else if (container.scrollLeft < end) container.scrollLeft = end;
  }, [strip, activePath, count]);
}

/** A vertical wheel scrolls the strip sideways, as a mouse has no other way to. */
export function useWheelScrollsStrip(strip: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = strip.current;
    if (!container) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaX !== 0 || container.scrollWidth <= container.clientWidth) return;
      event.preventDefault();
      container.scrollLeft += event.deltaY;
    };
    container.addEventListener('wheel', onWheel, { passive: false });
    return () => container.removeEventListener('wheel', onWheel);
  }, [strip]);
}
