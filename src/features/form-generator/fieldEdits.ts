import type { Label } from '../../../contract/resource';
import type { PropertySchema, PropertyUi } from '../../../generator/entity-schema';
import { withKey } from './schemaDraft';

/** Setters of one key of a property, of its `x-ui`, `x-db`, `x-errors` and `x-messages`; an empty value removes the key. */
export function propertyEdits(prop: PropertySchema, onChange: (prop: PropertySchema) => void) {
  const ui = prop['x-ui'] ?? ({ label: { en: '', zh: '' } } as PropertyUi);
  const nested = <K extends 'x-db' | 'x-errors' | 'x-messages'>(key: K, inner: string, value: unknown) => {
    const next = withKey({ ...(prop[key] ?? {}) } as Record<string, unknown>, inner, value);
    onChange(withKey(prop, key, (Object.keys(next).length > 0 ? next : undefined) as PropertySchema[K]));
  };
  return {
    ui,
    set: <K extends keyof PropertySchema>(key: K, value: PropertySchema[K] | undefined) =>
      onChange(withKey(prop, key, value)),
    setUi: <K extends keyof PropertyUi>(key: K, value: PropertyUi[K] | undefined) =>
      onChange({ ...prop, 'x-ui': withKey(ui, key, value) }),
    setDb: (key: string, value: unknown) => nested('x-db', key, value),
    setError: (key: string, value: number | undefined) => nested('x-errors', key, value),
    /** The field's own words for a rule; both texts empty removes them. */
    setMessage: (key: string, value: Label | undefined) =>
      nested('x-messages', key, value && (value.en !== '' || value.zh !== '') ? value : undefined),
    /** The pattern, and with no pattern left, no words for it either. */
    setPattern: (pattern: string) => {
      const next = withKey(prop, 'pattern', pattern);
      if (pattern !== '' || !next['x-messages']?.pattern) return onChange(next);
      const { pattern: _gone, ...messages } = next['x-messages'];
      onChange(withKey(next, 'x-messages', Object.keys(messages).length > 0 ? messages : undefined));
    },
  };
}

export type PropertyEdits = ReturnType<typeof propertyEdits>;

/** A number typed in an input, or undefined for an empty or unreadable one. */
export function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The default value typed as text, read as the field's type (undefined: no default). */
export function defaultOf(prop: PropertySchema, text: string): unknown {
  if (text === '') return undefined;
  if (prop.type === 'integer' || prop.type === 'number') return numberOrUndefined(text);
  if (prop.type === 'boolean') return text === 'true';
  return text;
}

export function defaultText(value: unknown): string {
  return value === undefined || value === null || typeof value === 'object' ? '' : String(value);
}
