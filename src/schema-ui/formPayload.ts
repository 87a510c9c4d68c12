import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';

export type FormMode = 'create' | 'update';

export interface FormPayload {
  /** What is sent: the declared, writable fields only. */
  body: Record<string, unknown>;
  /** Fields whose JSON text does not parse. */
  unparsable: string[];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A blank input in an edit form clears the field: null where the field allows it, else the empty value of its type. */
function clearedValue(field: FieldDefinition): unknown {
  if (field.nullable) return null;
  return field.type === 'string' ? '' : null;
}

/**
 * The body a form sends, derived from its values the same way for the browser's
 * check and for the request, so that both see the same thing. Blank inputs are
 * left out of a creation (the `required` rule then speaks) and clear the field in
 * an edit; JSON fields edited as text are parsed; a secret left as the server
 * returned it (masked) is not sent, so the stored one is kept.
 */
export function formPayload(
  resource: ResourceDefinition,
  mode: FormMode,
  values: Record<string, unknown>,
  previous?: Record<string, unknown>,
): FormPayload {
  const body: Record<string, unknown> = {};
  const unparsable: string[] = [];
  for (const field of resource.fields) {
    if (field.internal || field.readOnly || !(field.name in values)) continue;
    let value = values[field.name];
    if (field.writeOnly && mode === 'update' && value === previous?.[field.name]) continue;
    if (field.kind === 'json' && typeof value === 'string' && !isBlank(value)) {
      try {
        value = JSON.parse(value);
      } catch {
        unparsable.push(field.name);
        continue;
      }
    }
    if (isBlank(value)) {
      if (mode === 'update') body[field.name] = clearedValue(field);
      continue;
    }
    body[field.name] = value;
  }
  return { body, unparsable };
}
