import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../../src/shell/layout/layoutSettings';
import { contrastRatio, LIGHT_SURFACES, readableShade, TEXT_CONTRAST } from '../../src/shell/layout/readableColour';

describe('the readable shade of a theme colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#1890ff')).toBeCloseTo(3.24, 2);
  });

  it.each(THEME_PRESETS)('keeps text at 4.5:1 for the preset %s, on light surfaces and under white text', (preset) => {
    const shade = readableShade(preset);
    for (const surface of LIGHT_SURFACES) expect(contrastRatio(shade, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio('#ffffff', shade)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a preset that is dark enough and darkens one that is not', () => {
    expect(readableShade('#304156')).toBe('#304156');
    expect(readableShade('#212121')).toBe('#212121');
    expect(readableShade('#1890ff')).toBe('#1062ad');
  });
});
