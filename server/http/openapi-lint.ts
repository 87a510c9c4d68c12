import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

/**
 * The check the served OpenAPI document must pass: Redocly's `recommended` ruleset,
 * every rule at its own severity, nothing turned off. Used by `npm run lint:openapi`
 * and by the API suite, so both hold the document to the same rules.
 */
export const OPENAPI_RULESET = 'recommended';

export async function lintApiDocument(document: unknown): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: [OPENAPI_RULESET] });
  return lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
}

/** One line per problem: severity, rule, where (JSON pointer) and what. */
export function describeProblems(problems: NormalizedProblem[]): string {
  return problems
    .map((problem) => {
      const where = problem.location.map((location) => location.pointer ?? '').join(', ');
      return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
    })
    .join('\n');
}
