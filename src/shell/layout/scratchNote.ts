/** Where the scratch note is kept in the browser. */
export const SCRATCH_NOTE_KEY = 'scratchNote';

/** The scratch note holds up to 99,999,999 characters (docs/features/console.md#fixed-figures). */
export const SCRATCH_NOTE_MAX_LENGTH = 99_999_999;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readScratchNote(storage: KeyValueStorage): string {
  return (storage.getItem(SCRATCH_NOTE_KEY) ?? '').slice(0, SCRATCH_NOTE_MAX_LENGTH);
}

/**
 * Keeps the note, cut at the limit; an empty note leaves nothing behind. Answers
 * false when the browser refuses to store it (its storage is full).
 */
export function keepScratchNote(storage: KeyValueStorage, text: string): boolean {
  try {
    if (text === '') storage.removeItem(SCRATCH_NOTE_KEY);
    else storage.setItem(SCRATCH_NOTE_KEY, text.slice(0, SCRATCH_NOTE_MAX_LENGTH));
    return true;
  } catch {
    return false;
  }
}
