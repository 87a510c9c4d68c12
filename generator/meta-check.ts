import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { CheckedSchema, SchemaFile } from './entity-schema';
import metaSchema from './meta-schema.json';
import type { Problem } from './schema-problem';

/** Meta-schema nodes carry `x-advice`: what to write instead, in words a schema author understands. */
const ADVICE = 'x-advice';

function createMetaValidator() {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, keywords: [ADVICE] });
  addFormats(ajv, ['regex']);
  return ajv.compile(metaSchema);
}

let metaValidator: ReturnType<typeof createMetaValidator> | undefined;

function adviceOf(error: ErrorObject): string | undefined {
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  const advice = parent?.[ADVICE];
  return typeof advice === 'string' ? advice : undefined;
}

function quoted(values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function pathOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (typeof params.propertyName === 'string') return `${error.instancePath}/${params.propertyName}`;
  if (error.schemaPath.includes('/propertyNames/')) return `${error.instancePath}/${String(error.data)}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}/${String(params.additionalProperty)}`;
  return error.instancePath;
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const advice = adviceOf(error);
  switch (error.keyword) {
    case 'additionalProperties': {
      const parent = error.parentSchema as { properties?: Record<string, unknown> };
      const allowed = Object.keys(parent.properties ?? {});
      return `is not an accepted key; write ${advice ?? `one of ${quoted(allowed)}`}`;
    }
    case 'required': {
      const missing = String(params.missingProperty);
      return `is missing "${missing}"${advice ? `; write ${advice}` : `; add "${missing}"`}`;
    }
    case 'enum':
      return `${JSON.stringify(error.data)} is not accepted; must be ${advice ?? `one of ${quoted(params.allowedValues as unknown[])}`}`;
    case 'anyOf':
      return `${JSON.stringify(error.data)} is not accepted; must be ${advice ?? 'one of the forms the meta-schema lists'}`;
    case 'const':
      return `${JSON.stringify(error.data)} is not accepted; must be ${advice ?? JSON.stringify(params.allowedValue)}`;
    default: {
      const shown = typeof error.data === 'object' ? '' : `${JSON.stringify(error.data)} `;
      return `${shown}${error.message ?? 'is not accepted'}${advice ? `; must be ${advice}` : ''}`;
    }
  }
}

/**
 * Errors below an `anyOf` repeat each alternative's own complaint; the `anyOf` error
 * with its advice says it better; `if` and `propertyNames` only announce that an inner rule failed.
 */
function meaningfulErrors(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf').map((error) => `${error.schemaPath}/`);
  return errors.filter(
    (error) =>
      error.keyword !== 'if' &&
      error.keyword !== 'propertyNames' &&
      !unions.some((prefix) => error.schemaPath.startsWith(prefix)),
  );
}

/** Validates each file against the meta-schema; returns the accepted schemas and every problem found. */
export function checkAgainstMetaSchema(files: SchemaFile[]): { accepted: CheckedSchema[]; problems: Problem[] } {
  metaValidator ??= createMetaValidator();
  const accepted: CheckedSchema[] = [];
  const problems: Problem[] = [];
  for (const { file, json } of files) {
    if (metaValidator(json)) {
      accepted.push({ file, schema: json as unknown as CheckedSchema['schema'] });
      continue;
    }
    const seen = new Set<string>();
    for (const error of meaningfulErrors(metaValidator.errors ?? [])) {
      const problem = { file, path: pathOf(error), message: messageOf(error) };
      const key = `${problem.path} ${problem.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(problem);
    }
  }
  return { accepted, problems };
}
