import { describe, expect, it } from 'vitest';
import { menuPlacement } from '../../src/shell/tabs/menuPlacement';

const MENU = { width: 200, height: 240 };
const WINDOW = { width: 1366, height: 800 };

describe("a tab's right-click menu", () => {
  it('opens to the right of and below the pointer where there is room', () => {
    expect(menuPlacement({ x: 300, y: 90 }, MENU, WINDOW)).toEqual({
      anchor: { top: 90, left: 300 },
      origin: { vertical: 'top', horizontal: 'left' },
    });
  });

  it('flips to the left near the right edge and upwards near the bottom edge', () => {
    expect(menuPlacement({ x: 1300, y: 90 }, MENU, WINDOW).origin).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(menuPlacement({ x: 300, y: 700 }, MENU, WINDOW).origin).toEqual({ vertical: 'bottom', horizontal: 'left' });
    expect(menuPlacement({ x: 1300, y: 700 }, MENU, WINDOW).origin).toEqual({
      vertical: 'bottom',
      horizontal: 'right',
    });
  });

  it('does not flip into an edge on the other side when the window is too small either way', () => {
    expect(menuPlacement({ x: 150, y: 150 }, MENU, { width: 320, height: 300 }).origin).toEqual({
      vertical: 'top',
      horizontal: 'left',
    });
  });
});
