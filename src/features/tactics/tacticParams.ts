/**
 * The limits each shipped tactic reads from its row's `params`, in the order they are
 * shown; each one's label, with its unit, is `app.tactics.params.<code>.<name>` in the
 * reader's language. A tactic an admin added (a code not here) has no known limits.
 */
export const TACTIC_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'min-resolution': ['minWidth', 'minHeight'],
  'aspect-ratio': ['min', 'max'],
  'file-size': ['minBytes', 'maxBytes'],
  brightness: ['min', 'max'],
  sharpness: ['minVariance'],
  'single-face': ['minScore'],
  'face-size': ['min', 'max'],
  'head-pose': ['maxYaw', 'maxPitch', 'maxRoll'],
};

/** The translation key of a limit's label, or undefined for a limit the tactic's code does not read. */
export function paramLabelKey(code: unknown, name: string): string | undefined {
  if (typeof code !== 'string' || !TACTIC_PARAMS[code]?.includes(name)) return undefined;
  return `app.tactics.params.${code}.${name}`;
}

/** The row's params as an object (a form may hold it as JSON text while it is typed). */
export function paramsObject(params: unknown): Record<string, unknown> {
  if (typeof params === 'string') {
    try {
      const parsed: unknown = JSON.parse(params);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
}

/** The limits shown for a row: the code's own in their order, then any other the row holds. */
export function shownParams(code: unknown, params: unknown): { name: string; value: unknown }[] {
  const values = paramsObject(params);
  const known = typeof code === 'string' ? (TACTIC_PARAMS[code] ?? []) : [];
  const names = [...known.filter((name) => name in values), ...Object.keys(values).filter((n) => !known.includes(n))];
  return names.map((name) => ({ name, value: values[name] }));
}
