import { describe, expect, it } from 'vitest';
import { itemOutcomes } from '../../src/features/faces/faceApi';
import { readFailureReason } from '../../src/features/faces/failureReason';
import { facesMessages } from '../../src/features/faces/messages';
import { outcomeSummary } from '../../src/features/faces/resultOutcome';

/** A translate over the faces texts alone, with polyglot's plural and %{name} rules. */
function translateIn(locale: 'en' | 'zh') {
  return (key: string, options: Record<string, unknown> = {}) => {
    const text = (facesMessages[locale] as Record<string, unknown>)[key.replace('app.faces.', '')];
    if (typeof text !== 'string') return key;
    const forms = text.split(' |||| ');
    const chosen = forms.length > 1 && options.smart_count !== 1 ? forms[1] : forms[0];
    return chosen.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
  };
}

describe('failure reasons', () => {
  it('reads a code and its measured detail', () => {
    expect(readFailureReason('sharpness: 2.2 < 10', 'register_failed')).toEqual({
      code: 'sharpness',
      detail: '2.2 < 10',
    });
    expect(readFailureReason('single-face', 'register_failed')).toEqual({ code: 'single-face' });
    expect(readFailureReason('panel-storage-full: 1000/1000', 'register_failed')).toEqual({
      code: 'panel-storage-full',
      detail: '1000/1000',
    });
  });

  it('keeps unknown codes and a manual failure’s own words as written', () => {
    expect(readFailureReason('laser-eyes: 3', 'register_failed')).toEqual({ text: 'laser-eyes: 3' });
    expect(readFailureReason('Wearing sunglasses', 'register_failed')).toEqual({ text: 'Wearing sunglasses' });
    expect(readFailureReason('sharpness', 'manual_failed')).toEqual({ text: 'sharpness' });
  });

  it('has words for every code in both languages', () => {
    expect(Object.keys(facesMessages.zh.reasons).sort()).toEqual(Object.keys(facesMessages.en.reasons).sort());
    expect(Object.keys(facesMessages.en.reasons)).toHaveLength(14);
  });
});

describe('per-face outcomes of a manual result', () => {
  it('reads the answers bare or under results', () => {
    const answers = [
      { id: 1, code: 200 },
      { id: 2, code: 6075 },
    ];
    expect(itemOutcomes(answers)).toEqual(answers);
    expect(itemOutcomes({ results: answers })).toEqual(answers);
    expect(itemOutcomes(null)).toEqual([]);
  });

  it('sums them up with the catalogue’s words and codes', () => {
    const outcomes = [
      { id: 1, code: 200 },
      { id: 2, code: 200 },
      { id: 3, code: 6075 },
    ];
    expect(outcomeSummary(outcomes, 'pass', translateIn('en'), 'en')).toEqual({
      text: '2 passed; 1 refused: The data has changed, please refresh (6075)',
      allDone: false,
    });
    expect(outcomeSummary(outcomes.slice(0, 1), 'fail', translateIn('en'), 'en')).toEqual({
      text: '1 failed',
      allDone: true,
    });
    expect(outcomeSummary([{ id: 4, code: 6074 }], 'pass', translateIn('zh'), 'zh').text).toBe(
      '1 张被拒绝：人脸当前状态不允许此操作 (6074)',
    );
  });
});
