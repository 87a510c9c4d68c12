/**
 * The text of a schema file as the formatter of this project writes it (2-space
 * indent, lines of 120 characters): every object is spread over lines, and an array
 * of plain values (or of such arrays) stays on one line when that line fits. The
 * formatter keeps objects as they are spread and joins arrays that fit, so text
 * written this way is what it would write itself.
 */
const LINE_WIDTH = 120;
const INDENT = '  ';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isFlatArray(value: Json): value is Json[] {
  return Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object' || isFlatArray(item));
}

function flat(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  return JSON.stringify(value);
}

/** `prefix`: what precedes the value on its line; `suffix`: the comma after it, if any. */
function written(value: Json, depth: number, prefix: string, suffix: string): string {
  const indent = INDENT.repeat(depth);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const line = flat(value);
    if (isFlatArray(value) && indent.length + prefix.length + line.length + suffix.length <= LINE_WIDTH) return line;
    const items = value.map((item, index) => {
      const comma = index < value.length - 1 ? ',' : '';
      return `${indent}${INDENT}${written(item, depth + 1, '', comma)}${comma}`;
    });
    return `[\n${items.join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item], index) => {
    const comma = index < entries.length - 1 ? ',' : '';
    const keyText = `${JSON.stringify(key)}: `;
    return `${indent}${INDENT}${keyText}${written(item, depth + 1, keyText, comma)}${comma}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A schema as the file `schemas/<$id>.json` holds it, ending with a newline. */
export function schemaFileText(schema: unknown): string {
  return `${written(schema as Json, 0, '', '')}\n`;
}
