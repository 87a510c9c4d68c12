export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface MenuPlacement {
  /** Where the menu is anchored, in window coordinates. */
  anchor: { top: number; left: number };
  /** Which corner of the menu sits on the anchor. */
  origin: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' };
}

/**
 * A context menu opens to the right of and below the pointer, and flips to the
 * left or above when it would cross the window's right or bottom edge.
 */
export function menuPlacement(pointer: Point, menu: Size, window: Size): MenuPlacement {
  const flipLeft = pointer.x + menu.width > window.width && pointer.x - menu.width >= 0;
  const flipUp = pointer.y + menu.height > window.height && pointer.y - menu.height >= 0;
  return {
    anchor: { top: pointer.y, left: pointer.x },
    origin: { vertical: flipUp ? 'bottom' : 'top', horizontal: flipLeft ? 'right' : 'left' },
  };
}
