import { crossCheck } from './cross-check';
import type { CheckedSchema, SchemaFile } from './entity-schema';
import { checkAgainstMetaSchema } from './meta-check';
import type { Problem } from './schema-problem';

/**
 * The meta-schema, then the cross-checks over every file together: the schemas that
 * passed, and every problem found. Cross-references are only meaningful once every
 * file has the right shape, so they wait for the meta-schema to accept them all.
 */
export function checkedSchemas(files: SchemaFile[]): { accepted: CheckedSchema[]; problems: Problem[] } {
  const { accepted, problems } = checkAgainstMetaSchema(files);
  if (problems.length > 0) return { accepted, problems };
  return { accepted, problems: crossCheck(accepted) };
}
