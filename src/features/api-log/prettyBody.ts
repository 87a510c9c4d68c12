/** A logged request body laid out for reading: indented JSON when it parses as JSON, else null. */
export function prettyBody(body: string): string | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : null;
  } catch {
    return null;
  }
}
