import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { CheckedSchema } from './entity-schema';
import { GENERATED_BANNER } from './generated-banner';
import { type ValidationMode, validatorExportName, validatorSchemaOf } from './validator-schemas';

const MODES: ValidationMode[] = ['create', 'update'];

/** ISO 8601 as `Date#toISOString()` writes it, and with an offset as people type it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * ajv's standalone output still `require`s its run-time helpers, which neither an ES
 * module nor the browser can load; the only one our keywords use counts characters
 * by code point, which spreading a string does too.
 */
const RUNTIME_HELPERS: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': '((text) => [...text].length)',
};

/**
 * The longest text, in characters, a field with a `pattern` may declare (its maxLength):
 * the form schemas' check refuses a pattern field without one or with a longer one, and
 * judges the cost of its pattern on that length (server/features/form-schemas/pattern-safety.ts).
 */
export const PATTERN_TEXT_LIMIT = 1000;

/**
 * Every `pattern` the validators run is wrapped so that it never runs on a text longer
 * than PATTERN_TEXT_LIMIT characters (two UTF-16 units each at most), and such a text
 * fails it. ajv runs every keyword of a field even when `maxLength` already failed
 * (allErrors), so without this a 1 MiB body would meet a pattern whole, and a
 * pattern that is quadratic in its text (an address's `[^@]+\.[^@]+`) would take minutes.
 * A value within its field's maxLength is never that long, so no valid value is affected.
 */
const BOUNDED_PATTERN_CODE = `((source, flags) => { const rx = new RegExp(source, flags); return { test: (text) => text.length <= ${
  2 * PATTERN_TEXT_LIMIT
} && rx.test(text), toString: () => String(rx) }; })`;

function boundedPattern(source: string, flags: string) {
  const rx = new RegExp(source, flags);
  return { test: (text: string) => text.length <= 2 * PATTERN_TEXT_LIMIT && rx.test(text), toString: () => String(rx) };
}

const BOUNDED_REGEXP = Object.assign(boundedPattern, { code: BOUNDED_PATTERN_CODE });

function inlineRuntimeHelpers(code: string): string {
  let result = code;
  for (const [call, inline] of Object.entries(RUNTIME_HELPERS)) result = result.split(call).join(inline);
  const leftover = /require\("[^"]+"\)/.exec(result);
  if (leftover) throw new Error(`validators need a run-time helper that cannot be inlined: ${leftover[0]}`);
  return result;
}

/** `contract/generated/validators.js`: precompiled ajv code, so no validator is compiled (eval) at run time. */
export function emitValidators(schemas: CheckedSchema[]): string {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: true, regExp: BOUNDED_REGEXP },
    allErrors: true,
    strict: true,
    formats: { 'date-time': DATE_TIME },
  });
  const exportsByName: Record<string, string> = {};
  const table: string[] = [];
  for (const { schema } of schemas) {
    if (schema['x-resource'].internal) continue;
    const entries: string[] = [];
    for (const mode of MODES) {
      const validatorSchema = validatorSchemaOf(schema, mode);
      const exportName = validatorExportName(schema.$id, mode);
      ajv.addSchema(validatorSchema);
      exportsByName[exportName] = String(validatorSchema.$id);
      entries.push(`${mode}: ${exportName}`);
    }
    table.push(`  ${JSON.stringify(schema.$id)}: { ${entries.join(', ')} },`);
  }
  const code = inlineRuntimeHelpers(standaloneCode(ajv, exportsByName)).replace(/^"use strict";\n?/, '');
  return `${GENERATED_BANNER}\n${code}\n\nexport const validators = {\n${table.join('\n')}\n};\n`;
}

/** `contract/generated/validators.d.ts`: the types of the module above. */
export function emitValidatorTypes(schemas: CheckedSchema[]): string {
  const lines = [
    GENERATED_BANNER,
    'export interface GeneratedValidationError {',
    '  instancePath: string;',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    '',
    'export interface GeneratedValidator {',
    '  (data: unknown): boolean;',
    '  errors?: GeneratedValidationError[] | null;',
    '}',
    '',
  ];
  for (const { schema } of schemas) {
    if (schema['x-resource'].internal) continue;
    for (const mode of MODES)
      lines.push(`export declare const ${validatorExportName(schema.$id, mode)}: GeneratedValidator;`);
  }
  lines.push(
    '',
    '/** Validators of every public resource, by resource name. */',
    'export declare const validators: Record<string, { create: GeneratedValidator; update: GeneratedValidator }>;',
    '',
  );
  return lines.join('\n');
}
