const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The hidden file input has a random id of 12 characters (docs/features/console.md#fixed-figures). */
export const INPUT_ID_LENGTH = 12;

/** A random id for a hidden file input; it starts with a letter so that it is also a valid CSS selector. */
export function randomInputId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(INPUT_ID_LENGTH));
  return Array.from(bytes, (byte, index) => ALPHABET[byte % (index === 0 ? 26 : ALPHABET.length)]).join('');
}
