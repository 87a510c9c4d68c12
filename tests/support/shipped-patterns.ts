import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PATTERN_TEXT_LIMIT } from '../../generator/validators-emitter';

/** A pattern one of the shipped schemas carries, with its field's maxLength. */
export interface ShippedPattern {
  /** `<schema file>#<field>`. */
  at: string;
  pattern: string;
  length: number | undefined;
}

/** Every pattern the shipped schemas carry (a field's own, and those of its allOf rules), with the longest text it can run on. */
export function shippedPatterns(): ShippedPattern[] {
  const found: ShippedPattern[] = [];
  const folder = path.join(import.meta.dirname, '../../schemas');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const schema = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    for (const [name, field] of Object.entries<Record<string, unknown>>(schema.properties ?? {})) {
      const rules = (field.allOf as { pattern?: string; not?: { pattern?: string } }[] | undefined) ?? [];
      const patterns = [field.pattern, ...rules.map((rule) => rule.pattern ?? rule.not?.pattern)];
      for (const pattern of patterns.filter((item): item is string => typeof item === 'string')) {
        found.push({ at: `${file}#${name}`, pattern, length: field.maxLength as number | undefined });
      }
    }
  }
  return found;
}

/** The longest text the validators run a pattern on: its field's maxLength, within PATTERN_TEXT_LIMIT. */
export function longestText({ length }: ShippedPattern): number {
  return Math.min(length ?? PATTERN_TEXT_LIMIT, PATTERN_TEXT_LIMIT);
}

/** Characters the worst texts are made of: letters, digits, separators and symbols the patterns name. */
const FILLS = ['a', '0', '.', ' ', '@', '-', '*', ':', 'A'];

/**
 * Texts of `longest` characters that make a backtracking engine work hardest: one
 * character repeated, the same ending in one that fails, and an address-like text
 * whose last part fails.
 */
export function worstTexts(longest: number): string[] {
  return FILLS.flatMap((fill) => [
    fill.repeat(longest),
    `${fill.repeat(longest - 1)}\n`,
    `a@${fill.repeat(longest - 3)}@`,
  ]);
}
