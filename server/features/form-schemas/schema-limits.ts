import { indexName } from '../../../contract/constraint-names';
import { PATTERN_TEXT_LIMIT } from '../../../generator/validators-emitter';
import { PATTERN_WORK_BUDGET, type UnsafePatternRule, unsafePatternRule } from './pattern-safety';
import { isReservedWord } from './reserved-words';

/** Bounds of a schema built at run time; a schema past any of them is refused whole. */
export const SCHEMA_LIMITS = {
  /** The request body that carries a schema. */
  bodyBytes: 200 * 1024,
  /** Objects and arrays inside each other; the deepest legitimate one (an option's label) is 6. */
  depth: 10,
  fields: 100,
  enumOptions: 200,
  /** Any list or map other than the fields and an enum. */
  entries: 200,
  /** Each text of a label (en, zh), placeholder, help or option, and the title. */
  label: 100,
  description: 500,
  /** Any other text (an enum value, a default…). */
  text: 1000,
  pattern: 200,
  /** `$id` and `path`. */
  name: 40,
  table: 30,
  field: 28,
  /** PostgreSQL cuts longer names of indexes and keys, so two could end up the same. */
  identifier: 63,
} as const;

/** One bound a schema breaks: where (a JSON pointer into it), which rule, and what to do. */
export interface LimitBreach {
  pointer: string;
  rule: string;
  message: string;
}

type JsonObject = Record<string, unknown>;

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const SYSTEM_PREFIXES = ['sqlite_', 'pg_'];

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const pointerToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function textLimitOf(key: string): number {
  if (key === 'en' || key === 'zh' || key === 'title') return SCHEMA_LIMITS.label;
  if (key === 'description') return SCHEMA_LIMITS.description;
  if (key === 'pattern') return SCHEMA_LIMITS.pattern;
  return SCHEMA_LIMITS.text;
}

/** Depth, sizes of lists and maps, and lengths of texts, over the whole value, without recursion. */
function shapeBreaches(schema: unknown, breaches: LimitBreach[]): void {
  const pending: { value: unknown; pointer: string; key: string; depth: number }[] = [
    { value: schema, pointer: '', key: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, pointer, key, depth } = pending.pop() as (typeof pending)[number];
    if (typeof value === 'string' && value.length > textLimitOf(key)) {
      breaches.push({ pointer, rule: 'maxLength', message: `is longer than ${textLimitOf(key)} characters` });
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= SCHEMA_LIMITS.depth) {
      breaches.push({ pointer, rule: 'depth', message: `nests deeper than ${SCHEMA_LIMITS.depth} levels` });
      continue;
    }
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    const most =
      key === 'properties' ? SCHEMA_LIMITS.fields : key === 'enum' ? SCHEMA_LIMITS.enumOptions : SCHEMA_LIMITS.entries;
    if (entries.length > most) {
      const rule = key === 'properties' ? 'maxProperties' : Array.isArray(value) ? 'maxItems' : 'maxProperties';
      breaches.push({ pointer, rule, message: `has ${entries.length} entries; at most ${most}` });
      continue;
    }
    for (const [name, item] of entries) {
      if (name.length > SCHEMA_LIMITS.text) {
        breaches.push({ pointer, rule: 'propertyNames', message: 'has a key longer than 1000 characters' });
        continue;
      }
      pending.push({ value: item, pointer: `${pointer}/${pointerToken(name)}`, key: name, depth: depth + 1 });
    }
  }
}

function nameBreach(
  pointer: string,
  value: unknown,
  form: RegExp,
  most: number,
  sql: boolean,
): LimitBreach | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length > most) return { pointer, rule: 'maxLength', message: `is longer than ${most} characters` };
  if (!form.test(value))
    return { pointer, rule: 'pattern', message: `"${value}" is not a plain name (${form.source})` };
  if (sql && (isReservedWord(value) || SYSTEM_PREFIXES.some((prefix) => value.startsWith(prefix))))
    return { pointer, rule: 'reserved', message: `"${value}" is a reserved word or system name of the database` };
  return undefined;
}

const PATTERN_ADVICE: Record<UnsafePatternRule, string> = {
  'nested-quantifier': 'could take exponential time to match; write it without repeated groups that repeat inside',
  'repeated-alternation':
    'could take exponential time to match; write a class ([ab]+) instead of repeated alternatives ((a|b)+)',
  backreference: 'uses a back-reference, which no form needs and which can take exponential time to match',
  'too-costly': `could take more than ${PATTERN_WORK_BUDGET.toLocaleString('en')} steps on a text of the field's maxLength; use fewer open-ended repeats (* + {n,}) one after another, or a smaller maxLength`,
};

function patternBreach(pointer: string, pattern: unknown, length: number): LimitBreach | undefined {
  if (typeof pattern !== 'string' || pattern.length > SCHEMA_LIMITS.pattern) return undefined;
  const rule = unsafePatternRule(pattern, length);
  return rule && { pointer, rule, message: PATTERN_ADVICE[rule] };
}

/** Names: plain identifiers, no reserved word; index names within what PostgreSQL keeps. */
function nameBreaches(schema: JsonObject, breaches: LimitBreach[]): void {
  const resource = isObject(schema['x-resource']) ? schema['x-resource'] : {};
  const table = resource.table;
  const found = [
    nameBreach('/$id', schema.$id, KEBAB, SCHEMA_LIMITS.name, false),
    nameBreach('/x-resource/path', resource.path, KEBAB, SCHEMA_LIMITS.name, false),
    nameBreach('/x-resource/table', table, SNAKE, SCHEMA_LIMITS.table, true),
  ];
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const name of Object.keys(properties)) {
    found.push(nameBreach(`/properties/${pointerToken(name)}`, name, CAMEL, SCHEMA_LIMITS.field, true));
  }
  for (const key of ['indexes', 'unique'] as const) {
    const lists = Array.isArray(resource[key]) ? (resource[key] as unknown[]) : [];
    for (const [index, list] of lists.entries()) {
      const fields = Array.isArray(list) ? list : isObject(list) && Array.isArray(list.fields) ? list.fields : [];
      const name = indexName(String(table), fields.map(String), key === 'unique');
      if (name.length > SCHEMA_LIMITS.identifier)
        found.push({
          pointer: `/x-resource/${key}/${index}`,
          rule: 'maxLength',
          message: `makes the index name "${name}", longer than ${SCHEMA_LIMITS.identifier} characters`,
        });
    }
  }
  breaches.push(...found.filter((breach): breach is LimitBreach => breach !== undefined));
}

/**
 * The patterns of a schema that could make matching take exponential or high polynomial
 * time (pattern-safety.ts), on a text of the field's maxLength. A field with a pattern
 * must say how long its text may be, PATTERN_TEXT_LIMIT characters at most: the
 * validators never run a pattern on a longer text (validators-emitter.ts), and the cost
 * of a pattern is judged on that length. A draft may hold such patterns; the check
 * refuses them, so they never reach a validator.
 */
export function patternBreaches(schema: unknown): LimitBreach[] {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const found: (LimitBreach | undefined)[] = [];
  for (const [name, field] of Object.entries(properties)) {
    if (!isObject(field)) continue;
    const at = `/properties/${pointerToken(name)}`;
    const rules = (Array.isArray(field.allOf) ? field.allOf : []).map((rule, index) => ({ rule, index }));
    const patterns: [string, unknown][] = [[`${at}/pattern`, field.pattern]];
    for (const { rule, index } of rules) {
      if (!isObject(rule)) continue;
      patterns.push([`${at}/allOf/${index}/pattern`, rule.pattern]);
      if (isObject(rule.not)) patterns.push([`${at}/allOf/${index}/not/pattern`, rule.not.pattern]);
    }
    const present = patterns.filter(([, pattern]) => pattern !== undefined);
    if (present.length === 0) continue;
    const length = field.maxLength;
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 1 || length > PATTERN_TEXT_LIMIT) {
      found.push({
        pointer: `${at}/maxLength`,
        rule: 'pattern-length',
        message: `a field with a pattern needs a maxLength from 1 to ${PATTERN_TEXT_LIMIT}: the longest text its pattern is run on`,
      });
      continue;
    }
    for (const [pointer, pattern] of present) found.push(patternBreach(pointer, pattern, length));
  }
  return found.filter((breach): breach is LimitBreach => breach !== undefined);
}

/**
 * Every bound of {@link SCHEMA_LIMITS} a schema breaks: sizes, depth and names,
 * checked before anything else reads it (the meta-schema and cross-checks come
 * after, on a bounded value).
 */
export function limitBreaches(schema: unknown): LimitBreach[] {
  if (!isObject(schema)) return [{ pointer: '', rule: 'type', message: 'is not a JSON object' }];
  const breaches: LimitBreach[] = [];
  shapeBreaches(schema, breaches);
  if (breaches.length > 0) return breaches;
  nameBreaches(schema, breaches);
  return breaches;
}
