import { describe, expect, it } from 'vitest';
import {
  keepScratchNote,
  readScratchNote,
  SCRATCH_NOTE_KEY,
  SCRATCH_NOTE_MAX_LENGTH,
} from '../../src/shell/layout/scratchNote';

function memoryStorage(quota = Number.POSITIVE_INFINITY) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

describe('the scratch note', () => {
  it('holds up to 99,999,999 characters', () => {
    expect(SCRATCH_NOTE_MAX_LENGTH).toBe(99_999_999);
  });

  it('is kept in the browser and read back', () => {
    const storage = memoryStorage();
    expect(keepScratchNote(storage, 'Panel 3 offline')).toBe(true);
    expect(storage.values.get(SCRATCH_NOTE_KEY)).toBe('Panel 3 offline');
    expect(readScratchNote(storage)).toBe('Panel 3 offline');
  });

  it('leaves nothing behind when emptied', () => {
    const storage = memoryStorage();
    keepScratchNote(storage, 'x');
    keepScratchNote(storage, '');
    expect(storage.values.has(SCRATCH_NOTE_KEY)).toBe(false);
    expect(readScratchNote(storage)).toBe('');
  });

  it('says so when the browser refuses to store it', () => {
    expect(keepScratchNote(memoryStorage(3), 'too long')).toBe(false);
  });
});
