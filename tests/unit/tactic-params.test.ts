import { describe, expect, it } from 'vitest';
import { shippedTextIn } from '../../contract/shipped-texts';
import { DEFAULT_TACTICS } from '../../server/seed/seed-tactics';
import tacticsMessages from '../../src/features/tactics/messages';
import { paramLabelKey, shownParams, TACTIC_PARAMS } from '../../src/features/tactics/tacticParams';

const labelIn = (locale: 'en' | 'zh', key: string) =>
  key
    .replace(/^app\.tactics\./, '')
    .split(/\.(?=[A-Za-z])/)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tacticsMessages[locale]);

/** Each shipped tactic's limits are named in both languages with their unit, never by their code names. */
describe('tactic limits in words', () => {
  it('labels every limit of every shipped tactic in English and Chinese, with its unit where it has one', () => {
    for (const tactic of DEFAULT_TACTICS) {
      expect(Object.keys(tactic.params).sort(), tactic.code).toEqual([...TACTIC_PARAMS[tactic.code]].sort());
      for (const name of TACTIC_PARAMS[tactic.code]) {
        const key = paramLabelKey(tactic.code, name) ?? '';
        const en = String(labelIn('en', key));
        const zh = String(labelIn('zh', key));
        expect(en, key).not.toContain(name);
        expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
        expect(zh, key).not.toContain(name);
      }
    }
    expect(labelIn('en', paramLabelKey('min-resolution', 'minWidth') ?? '')).toBe('Minimum width (px)');
    expect(labelIn('zh', paramLabelKey('file-size', 'maxBytes') ?? '')).toBe('最大文件（字节）');
    expect(labelIn('en', paramLabelKey('head-pose', 'maxRoll') ?? '')).toMatch(/\(degrees\)$/);
  });

  it('names no limit by code in the shipped descriptions, and reads earlier descriptions as today’s', () => {
    const codeNames = Object.values(TACTIC_PARAMS).flat();
    for (const tactic of DEFAULT_TACTICS) {
      for (const locale of ['en', 'zh'] as const) {
        const words = shippedTextIn(tactic.description, locale) ?? '';
        for (const name of codeNames) expect(words, tactic.code).not.toMatch(new RegExp(`\\b${name}\\b`));
      }
    }
    expect(shippedTextIn('Between minBytes and maxBytes', 'zh')).toBe('文件大小在最小与最大文件之间');
  });

  it('shows a row’s known limits in their order, then any other it holds', () => {
    expect(shownParams('min-resolution', { minHeight: 300, extra: 1, minWidth: 320 })).toEqual([
      { name: 'minWidth', value: 320 },
      { name: 'minHeight', value: 300 },
      { name: 'extra', value: 1 },
    ]);
    expect(shownParams('my-own', '{"limit": 3}')).toEqual([{ name: 'limit', value: 3 }]);
    expect(paramLabelKey('my-own', 'limit')).toBeUndefined();
  });
});
