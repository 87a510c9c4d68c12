/**
 * How deep a request body may nest arrays and objects. No form of the console goes
 * past a few levels; the bound is there so that nothing that walks a body (the
 * repeat-request fingerprint, the log masker, the validators) can run out of stack.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read from the raw
 * text before it is parsed: one pass, no recursion, brackets inside strings not
 * counted. Malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSERS.has(char)) {
      depth--;
    }
  }
  return false;
}
