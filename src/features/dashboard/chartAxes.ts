/**
 * The width of an axis of names that holds the longest whole (a Chinese character is
 * about two Latin ones wide): the chart cuts a name its axis is too narrow for
 * ("Manual detection in pr…"), measuring it as one line.
 */
export function labelAxisWidth(labels: readonly string[]): number {
  const widthOf = (line: string) =>
    [...line].reduce((sum, character) => sum + (character.charCodeAt(0) > 0x2e80 ? 13 : 7.5), 0);
  const widest = Math.max(0, ...labels.map(widthOf));
  return Math.ceil(widest) + 16;
}

/**
 * A count axis: whole numbers only, from 0, and 0 to 1 when every count is 0 (else
 * the chart would split an empty range into fractions: 0.0, 0.2…).
 */
export function countAxis(counts: readonly number[]) {
  const peak = Math.max(0, ...counts);
  return {
    min: 0,
    ...(peak === 0 ? { max: 1 } : {}),
    tickMinStep: 1,
    valueFormatter: (value: number | null) => (value !== null && Number.isInteger(value) ? String(value) : ''),
  };
}
