import type { ResourceDefinition } from '../../contract/resource';

/**
 * How a reference picker turns typed text into a list filter: the `q` search when
 * the referenced resource has search fields, none otherwise (the API refuses
 * parameters a resource does not declare).
 */
export function searchQuery(target: ResourceDefinition): (text: string) => Record<string, string> {
  return (text) => {
    const filter: Record<string, string> = {};
    if (target.search.length > 0 && text) filter.q = text;
    return filter;
  };
}
