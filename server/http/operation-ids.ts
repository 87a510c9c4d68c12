/**
 * The `operationId` of a route that does not name its own, from its method and path:
 * a verb, then the resource words of the path in camel case.
 *
 * - `GET /api/sites` → `listSites` (one plural word: a collection); `GET /api/sites/:id` → `getSite`;
 *   `GET /api/sites/:id/summary` → `getSiteSummary`
 * - `POST /api/sites` → `createSite`; `PUT /api/sites/:id` → `updateSite`; `DELETE /api/sites/:id` → `deleteSite`
 * - `POST` to a path ending in a word after the resource takes that word as its verb:
 *   `POST /api/sites/delete` → `deleteSites`, `POST /api/sites/:id/bind` → `bindSite`
 *
 * A word is singular when a path parameter or another word follows it (`scheduled-jobs/:id/runs`
 * → `ScheduledJobRuns`). `api` and version segments (`v1`) name nothing and are left out.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api' && !/^v\d+$/.test(segment))
    .map((segment) => ({ word: segment.replace(/^[:{]|}$/g, ''), parameter: /^[:{]/.test(segment) }));
  const words = parts.filter((part) => !part.parameter);
  const last = parts.at(-1);
  const verb = method.toLowerCase();
  let action: string;
  let nouns = parts;
  if (verb === 'get') {
    action = words.length === 1 && !last?.parameter && looksPlural(words[0].word) ? 'list' : 'get';
  } else if (verb === 'post' && words.length > 1 && last && !last.parameter) {
    action = camelCase(last.word);
    nouns = parts.slice(0, -1);
  } else {
    action =
      ({ post: 'create', put: 'update', patch: 'update', delete: 'delete' } as Record<string, string>)[verb] ?? verb;
    // A create names one row of the collection it adds to.
    if (verb === 'post') nouns = [...parts, { word: '', parameter: true }];
  }
  const named = nouns
    .map((part, index) => {
      if (part.parameter) return '';
      const followed = index < nouns.length - 1;
      return pascalCase(followed ? singular(part.word) : part.word);
    })
    .join('');
  return `${action}${named}`;
}

function looksPlural(word: string): boolean {
  return /[^su]s$/.test(word);
}

/** The last word of a segment in the singular (`scheduled-jobs` → `scheduled-job`, `categories` → `category`). */
function singular(segment: string): string {
  if (/ies$/.test(segment)) return segment.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(segment)) return segment.replace(/es$/, '');
  return looksPlural(segment) ? segment.slice(0, -1) : segment;
}

function camelCase(segment: string): string {
  const pascal = pascalCase(segment);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

function pascalCase(segment: string): string {
  return segment
    .split(/[-_.]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
