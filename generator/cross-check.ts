import { CATALOGUE } from '../contract/errors';
import { SYSTEM_FIELDS } from '../contract/resource';
import { allPermissionCodes } from '../contract/routes';
import { FIELD_RULES } from '../contract/rules/field-rules';
import type { CheckedSchema, PropertySchema } from './entity-schema';
import { integrityProblems } from './integrity-check';
import { optionValuesOf } from './resource-model';
import type { Problem } from './schema-problem';

const SYSTEM = new Set<string>(SYSTEM_FIELDS);
const STRING_ONLY = ['minLength', 'maxLength', 'pattern', 'format', 'enum', 'allOf'] as const;
const NUMBER_ONLY = ['minimum', 'maximum'] as const;
const ARRAY_ONLY = ['items', 'minItems', 'maxItems'] as const;

/**
 * Rules the meta-schema cannot express because they span fields or files: names
 * that must exist, codes that must be in the catalogue, keys that must be unique.
 */
export function crossCheck(schemas: CheckedSchema[]): Problem[] {
  const problems: Problem[] = [];
  const byName = new Map(schemas.map(({ schema }) => [schema.$id, schema]));
  const knownCodes = new Set(allPermissionCodes());
  const pathOwner = new Map<string, string>();
  const tableOwner = new Map<string, string>();

  for (const { file, schema } of schemas) {
    const report = (path: string, message: string) => problems.push({ file, path, message });
    const resource = schema['x-resource'];
    const props = schema.properties;
    const visible = (name: string) => props[name] !== undefined && !props[name]['x-internal'];
    const fieldOrSystem = (name: string) => visible(name) || SYSTEM.has(name);
    const declaredNames = Object.keys(props).filter(visible).join(', ');

    const expectedId = file.replace(/^.*\//, '').replace(/\.json$/, '');
    if (schema.$id !== expectedId) report('/$id', `"${schema.$id}" differs from the file name; write "${expectedId}"`);

    const pathClash = pathOwner.get(resource.path);
    if (pathClash) report('/x-resource/path', `"${resource.path}" is already the path of ${pathClash}; choose another`);
    pathOwner.set(resource.path, file);
    const tableClash = tableOwner.get(resource.table);
    if (tableClash)
      report('/x-resource/table', `"${resource.table}" is already the table of ${tableClash}; choose another`);
    tableOwner.set(resource.table, file);

    if (resource.permission !== undefined) {
      const known = knownCodes.has(resource.permission);
      if (!known && !resource.newPermission) {
        report(
          '/x-resource/permission',
          `"${resource.permission}" is not a route name of contract/routes.ts; write one of them, or add "newPermission": true to bring a new code`,
        );
      }
      if (known && resource.newPermission) {
        report('/x-resource/newPermission', `"${resource.permission}" already exists; remove "newPermission"`);
      }
    }

    for (const [index, name] of (schema.required ?? []).entries()) {
      if (!props[name])
        report(`/required/${index}`, `"${name}" is not a declared field; write one of ${declaredNames}`);
      else if (props[name]['x-internal'])
        report(`/required/${index}`, `"${name}" is x-internal; internal fields are never required`);
    }

    const owned = resource.owned;
    if (owned && owned !== true) {
      const through = props[owned.through];
      if (!byName.has(owned.resource)) {
        report('/x-resource/owned/resource', `"${owned.resource}" is not a resource; write the $id of a schema`);
      }
      if (!through || through['x-db']?.references !== owned.resource) {
        report(
          '/x-resource/owned/through',
          `"${owned.through}" must be a field with "x-db": { "references": "${owned.resource}" }`,
        );
      }
    }

    for (const [index, name] of (resource.search ?? []).entries()) {
      if (!visible(name) || props[name].type !== 'string' || props[name].enum) {
        report(`/x-resource/search/${index}`, `"${name}" is not a text field; write one of the string fields`);
      }
    }
    if (resource.defaultSort && !fieldOrSystem(resource.defaultSort.field)) {
      report(
        '/x-resource/defaultSort/field',
        `"${resource.defaultSort.field}" is not a field; write id, createdAt or one of ${declaredNames}`,
      );
    }
    for (const [i, columns] of (resource.indexes ?? []).entries()) {
      for (const [j, name] of columns.entries()) {
        if (!fieldOrSystem(name))
          report(`/x-resource/indexes/${i}/${j}`, `"${name}" is not a field; write one of ${declaredNames}`);
      }
    }
    if (resource.recordTitle && !fieldOrSystem(resource.recordTitle)) {
      report('/x-resource/recordTitle', `"${resource.recordTitle}" is not a field; write one of ${declaredNames}`);
    }

    for (const [name, prop] of Object.entries(props)) {
      checkField(`/properties/${name}`, prop, byName, report);
      checkNamedRule(`/properties/${name}`, prop, props, report);
    }
    problems.push(...integrityProblems({ file, schema }));
  }
  return problems;
}

/** A named rule holds on text, and the rule it reads must be some other field's. */
function checkNamedRule(
  at: string,
  prop: PropertySchema,
  props: Record<string, PropertySchema>,
  report: (path: string, message: string) => void,
): void {
  const name = prop['x-rule'];
  if (!name) return;
  if (prop.type !== 'string') report(`${at}/x-rule`, 'applies to strings only; make the type "string"');
  const reads = FIELD_RULES[name].reads;
  if (reads && !Object.values(props).some((other) => other['x-rule'] === reads))
    report(`${at}/x-rule`, `reads a field with "x-rule": "${reads}"; add one to this schema`);
}

function checkField(
  at: string,
  prop: PropertySchema,
  resources: Map<string, unknown>,
  report: (path: string, message: string) => void,
): void {
  for (const keyword of STRING_ONLY) {
    if (prop[keyword] !== undefined && prop.type !== 'string')
      report(`${at}/${keyword}`, 'applies to strings only; remove it or make the type "string"');
  }
  for (const keyword of NUMBER_ONLY) {
    if (prop[keyword] !== undefined && prop.type !== 'integer' && prop.type !== 'number') {
      report(`${at}/${keyword}`, 'applies to numbers only; remove it or make the type "integer" or "number"');
    }
  }
  for (const keyword of ARRAY_ONLY) {
    if (prop[keyword] !== undefined && prop.type !== 'array')
      report(`${at}/${keyword}`, 'applies to arrays only; remove it or make the type "array"');
  }
  if (prop.type === 'array' && !prop.items)
    report(at, 'is an array without "items"; write "items": { "type": "string" }');

  const references = prop['x-db']?.references;
  if (references !== undefined) {
    if (!resources.has(references))
      report(`${at}/x-db/references`, `"${references}" is not a resource; write the $id of a schema`);
    const holdsIds = prop.type === 'integer' || (prop.type === 'array' && prop.items?.type === 'integer');
    if (!holdsIds) report(`${at}/x-db/references`, 'needs a field of type "integer" (or an array of integers)');
  }
  if (prop['x-db']?.unique && (prop.type === 'array' || prop.type === 'object')) {
    report(`${at}/x-db/unique`, 'cannot apply to a JSON field; remove it');
  }

  const ui = prop['x-ui'];
  if (prop.items?.enum && prop.items.type !== 'string')
    report(`${at}/items/enum`, 'applies to items of type "string" only; make the items { "type": "string" }');
  const values = optionValuesOf(prop);
  if (values) {
    const options = ui?.options ?? {};
    for (const value of values) {
      if (!options[value])
        report(`${at}/x-ui/options`, `has no label for "${value}"; write "${value}": { "en": "…", "zh": "…" }`);
    }
    for (const value of Object.keys(options)) {
      if (!values.includes(value))
        report(
          `${at}/x-ui/options/${value}`,
          `is not a value of "enum"; remove it or add it to ${JSON.stringify(values)}`,
        );
    }
  } else if (ui?.options) {
    report(
      `${at}/x-ui/options`,
      'labels values of "enum"; add an "enum" (or "items": { "type": "string", "enum": [...] }) or remove the options',
    );
  }
  if (ui?.filter === 'range' && prop.type !== 'integer' && prop.type !== 'number' && prop.format !== 'date-time') {
    report(
      `${at}/x-ui/filter`,
      'is "range" on a field that is neither a number nor a date-time; write "equals" or "search"',
    );
  }
  if (ui?.filter === 'search' && prop.type !== 'string') {
    report(`${at}/x-ui/filter`, 'is "search" on a field that is not text; write "equals"');
  }

  for (const [key, code] of Object.entries(prop['x-errors'] ?? {})) {
    if (!CATALOGUE[code])
      report(
        `${at}/x-errors/${key}`,
        `${code} is not in the error catalogue (contract/errors.ts); write one of its codes`,
      );
    const rule = /^allOf\/(\d+)\/(pattern|not)$/.exec(key);
    if (rule) {
      const entry = prop.allOf?.[Number(rule[1])];
      if (!entry || !(rule[2] in entry))
        report(`${at}/x-errors/${key}`, `names no rule of "allOf"; write a path such as "allOf/0/not" that exists`);
    }
  }
  checkMessages(at, prop, report);
  if (prop['x-internal'] && ui) report(`${at}/x-ui`, 'is ignored on an x-internal field; remove it');
}

/** A field's own words must be about a pattern it has: its `pattern`, or a rule of its `allOf`. */
function checkMessages(at: string, prop: PropertySchema, report: (path: string, message: string) => void): void {
  for (const key of Object.keys(prop['x-messages'] ?? {})) {
    const rule = /^allOf\/(\d+)\/(pattern|not)$/.exec(key);
    const entry = rule ? prop.allOf?.[Number(rule[1])] : undefined;
    const named =
      key === 'pattern' ? prop.pattern !== undefined : entry !== undefined && rule !== null && rule[2] in entry;
    if (!named) {
      const write =
        key === 'pattern' ? 'add a "pattern" to the field' : 'write a path such as "allOf/0/not" that exists';
      report(`${at}/x-messages/${key}`, `names no pattern of the field; ${write}, or remove the message`);
    }
  }
}
