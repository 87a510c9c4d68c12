import { type Kysely, sql } from 'kysely';
import { Code } from '../../../../contract/errors';
import type { Label } from '../../../../contract/resource';
import type { EntitySchema, PropertySchema } from '../../../../generator/entity-schema';
import { ApiError } from '../../../http/api-error';

/** A rule of a published field that a new version makes tighter: the values stored under the old one may break it. */
export interface TightenedRule {
  field: string;
  rule: 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'pattern' | 'enum';
  from: unknown;
  to: unknown;
  /** Whether a stored value (never null) breaks the new rule. */
  breaks: (value: unknown) => boolean;
}

const lengthOf = (value: unknown) => (typeof value === 'string' ? [...value].length : undefined);
const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
const lower = (from: number | undefined, to: number | undefined) =>
  to !== undefined && (from === undefined || to < from);
const higher = (from: number | undefined, to: number | undefined) =>
  to !== undefined && (from === undefined || to > from);

/** The values a field holds: one, or each of a multi-select's (a JSON list on SQLite). */
function valuesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // a text that only starts like a list is one value
    }
  }
  return [value];
}

function enumOf(property: PropertySchema): string[] | undefined {
  return property.enum ?? property.items?.enum;
}

/** The rules of each field kept with its type that `after` makes tighter than `before` (a looser or equal rule is not). */
export function tightenedRules(before: EntitySchema, after: EntitySchema): TightenedRule[] {
  const rules: TightenedRule[] = [];
  for (const [field, next] of Object.entries(after.properties ?? {})) {
    const kept = before.properties?.[field];
    if (!kept || kept.type !== next.type) continue;
    if (lower(kept.maxLength, next.maxLength)) {
      const limit = next.maxLength as number;
      const breaks = (value: unknown) => (lengthOf(value) ?? 0) > limit;
      rules.push({ field, rule: 'maxLength', from: kept.maxLength, to: limit, breaks });
    }
    if (higher(kept.minLength, next.minLength)) {
      const limit = next.minLength as number;
      const breaks = (value: unknown) => (lengthOf(value) ?? limit) < limit;
      rules.push({ field, rule: 'minLength', from: kept.minLength, to: limit, breaks });
    }
    if (lower(kept.maximum, next.maximum)) {
      const limit = next.maximum as number;
      rules.push({ field, rule: 'maximum', from: kept.maximum, to: limit, breaks: (value) => numberOf(value) > limit });
    }
    if (higher(kept.minimum, next.minimum)) {
      const limit = next.minimum as number;
      rules.push({ field, rule: 'minimum', from: kept.minimum, to: limit, breaks: (value) => numberOf(value) < limit });
    }
    if (next.pattern !== undefined && next.pattern !== kept.pattern) {
      const pattern = new RegExp(next.pattern, 'u');
      const breaks = (value: unknown) => typeof value === 'string' && !pattern.test(value);
      rules.push({ field, rule: 'pattern', from: kept.pattern, to: next.pattern, breaks });
    }
    const [was, is] = [enumOf(kept), enumOf(next)];
    if (is && (!was || was.some((option) => !is.includes(option)))) {
      const breaks = (value: unknown) => valuesOf(value).some((one) => !is.includes(String(one)));
      rules.push({ field, rule: 'enum', from: was, to: is, breaks });
    }
  }
  return rules;
}

/** How many stored rows break the rule: every non-empty value of the column read and judged, alike on both engines. */
export async function rowsBreaking(db: Kysely<unknown>, table: string, rule: TightenedRule): Promise<number> {
  const column = sql.ref(rule.field);
  const { rows } = await sql<{
    value: unknown;
  }>`SELECT ${column} AS "value" FROM ${sql.table(table)} WHERE ${column} IS NOT NULL`.execute(db);
  return rows.filter((row) => rule.breaks(row.value)).length;
}

const shown = (value: unknown) => (value === undefined ? '—' : Array.isArray(value) ? value.join('|') : String(value));

/** A broken rule told in both languages, with the field, the change and the count of rows that break it. */
function brokenRuleMessage(rule: TightenedRule, rows: number): Label {
  const change = `${rule.rule} ${shown(rule.from)} → ${shown(rule.to)}`;
  return {
    en: `"${rule.field}" is tighter (${change}), but ${rows} stored ${rows === 1 ? 'row breaks' : 'rows break'} it; a published change may only loosen a rule`,
    zh: `“${rule.field}”的规则收紧了（${change}），但已存储的 ${rows} 行不符合；已发布的更改只能放宽规则`,
  };
}

/**
 * Refuses a publication that tightens a rule stored rows break (400, as every refused
 * change), naming each such field with its rule and the count of rows that break it,
 * in both languages (`params.message`); a tighter rule every row already keeps is published.
 */
export async function refuseIfRowsBreakTightened(
  db: Kysely<unknown>,
  table: string,
  rules: readonly TightenedRule[],
): Promise<void> {
  const broken: { rule: TightenedRule; rows: number }[] = [];
  for (const rule of rules) {
    const rows = await rowsBreaking(db, table, rule);
    if (rows > 0) broken.push({ rule, rows });
  }
  if (broken.length === 0) return;
  throw ApiError.ofFields(
    Code.BAD_REQUEST,
    broken.map(({ rule, rows }) => brokenRuleMessage(rule, rows).en).join('; '),
    broken.map(({ rule, rows }) => ({
      field: `/properties/${rule.field}`,
      rule: rule.rule,
      params: { message: brokenRuleMessage(rule, rows) },
    })),
  );
}
