import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, pushState, redo, startHistory, undo } from '../../src/features/form-generator/history';

/** The builder's bounded undo history. */
describe('form generator undo history', () => {
  it('undoes and redoes in order, and a new change drops the redo steps', () => {
    let history = startHistory('a');
    history = pushState(history, 'b');
    history = pushState(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    history = redo(history);
    expect(history.present).toBe('b');
    history = pushState(history, 'd');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('b');
  });

  it('does nothing past either end, and keeps the same state out of the history', () => {
    const history = startHistory('a');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
    expect(pushState(history, 'a')).toBe(history);
  });

  it('keeps at most the limit of steps, dropping the oldest', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step++) history = pushState(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
    while (history.past.length > 0) history = undo(history);
    expect(history.present).toBe(20);
    expect(history.future).toHaveLength(HISTORY_LIMIT);
  });
});
