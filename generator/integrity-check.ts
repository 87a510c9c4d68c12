import { CATALOGUE } from '../contract/errors';
import type { CheckedSchema } from './entity-schema';
import type { Problem } from './schema-problem';

/**
 * Rules of the database annotations that span keys: what a foreign key can do to
 * a field, which fields a composite unique rule can name, and codes it can give; and
 * that a write-only value (a secret) is masked in the API request log as well.
 */
export function integrityProblems({ file, schema }: CheckedSchema): Problem[] {
  const problems: Problem[] = [];
  const report = (path: string, message: string) => problems.push({ file, path, message });
  const props = schema.properties;
  const required = new Set(schema.required ?? []);

  for (const [name, prop] of Object.entries(props)) {
    const db = prop['x-db'];
    const at = `/properties/${name}/x-db`;
    if (db?.onDelete !== undefined && (db.references === undefined || prop.type !== 'integer')) {
      report(`${at}/onDelete`, 'applies to a single reference (an integer with "references"); remove it');
    }
    const notNull = required.has(name) && !db?.nullable;
    if (db?.onDelete === 'set-null' && notNull) {
      report(`${at}/onDelete`, `"set-null" cannot clear the required "${name}"; write "restrict" or "cascade"`);
    }
    if (prop.writeOnly && !prop['x-secret']) {
      report(
        `/properties/${name}/writeOnly`,
        'marks a secret, which the API request log must mask too; add "x-secret": true',
      );
    }
    if (db?.nullable && !required.has(name)) {
      report(`${at}/nullable`, `"${name}" is not required, so its column accepts NULL already; remove it`);
    }
  }

  for (const [i, rule] of (schema['x-resource'].unique ?? []).entries()) {
    const at = `/x-resource/unique/${i}`;
    const fields = Array.isArray(rule) ? rule : rule.fields;
    for (const [j, name] of fields.entries()) {
      const prop = props[name];
      if (!prop || prop['x-internal'] || prop.type === 'array' || prop.type === 'object') {
        const names = Object.keys(props).filter((key) => props[key].type !== 'array' && props[key].type !== 'object');
        report(`${at}${Array.isArray(rule) ? '' : '/fields'}/${j}`, `"${name}" is not a field; write one of ${names}`);
      }
    }
    if (!Array.isArray(rule) && rule.code !== undefined && !CATALOGUE[rule.code]) {
      report(`${at}/code`, `${rule.code} is not in the error catalogue (contract/errors.ts); write one of its codes`);
    }
  }
  return problems;
}
