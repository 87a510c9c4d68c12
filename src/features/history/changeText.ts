import type { FieldChange } from '../../../contract/record-history';
import type { ReferenceLabels } from '../../../contract/reference-labels';
import { OWNER_FIELD, type ResourceDefinition } from '../../../contract/resource';
import { formatBeijingTime } from '../../schema-ui';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's label in the reader's language; the owner, which no schema declares, has its own. */
export function fieldLabel(resource: ResourceDefinition, name: string, translate: Translate): string {
  if (name === OWNER_FIELD) return translate('app.history.owner');
  return translate(`resources.${resource.path}.fields.${name}`, { _: name });
}

/** One value of a change as the reader reads it: option labels, yes/no, Beijing time, references by name. */
export function valueText(
  resource: ResourceDefinition,
  name: string,
  value: unknown,
  labels: ReferenceLabels,
  translate: Translate,
): string {
  if (value === null || value === undefined || value === '') return translate('app.history.empty_value');
  const field = resource.fields.find((candidate) => candidate.name === name);
  const named = (id: unknown) => labels[name]?.[String(id)] ?? `#${String(id)}`;
  if (name === OWNER_FIELD || field?.references) {
    return Array.isArray(value) ? value.map(named).join(', ') : named(value);
  }
  if (field?.kind === 'enum') return translate(`resources.${resource.path}.options.${name}.${value}`, { _: value });
  if (field?.kind === 'boolean') return translate(value === true ? 'ra.boolean.true' : 'ra.boolean.false');
  if (field?.kind === 'datetime' && typeof value === 'string') return formatBeijingTime(value);
  if (Array.isArray(value) && field?.options) {
    return value.map((item) => translate(`resources.${resource.path}.options.${name}.${item}`, { _: item })).join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A change as one line: the label, then what it was → what it is, or that it is masked. */
export function changeLine(
  resource: ResourceDefinition,
  name: string,
  change: FieldChange,
  labels: ReferenceLabels,
  translate: Translate,
): { label: string; before?: string; after?: string; masked: boolean } {
  const label = fieldLabel(resource, name, translate);
  if (change.masked) return { label, masked: true };
  const text = (value: unknown) => valueText(resource, name, value, labels, translate);
  return {
    label,
    masked: false,
    ...('before' in change ? { before: text(change.before) } : {}),
    ...('after' in change ? { after: text(change.after) } : {}),
  };
}
