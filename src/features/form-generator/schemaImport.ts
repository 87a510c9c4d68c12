import type { EntitySchema } from '../../../generator/entity-schema';
import type { RegistryEntity } from './formGeneratorApi';
import { copyOfBuiltIn, parseSchemaText } from './schemaDraft';

export interface ImportedSchema {
  schema: EntitySchema;
  /** The built-in entity it copies: built-ins are read-only, so the import is a copy under a new name. */
  copyOf?: string;
}

/** A schema file read for the builder: a built-in entity's comes as a copy; anything not a schema is refused. */
export function importedSchema(
  text: string,
  entities: readonly Pick<RegistryEntity, 'name' | 'source'>[],
): ImportedSchema | string {
  const parsed = parseSchemaText(text);
  if (typeof parsed === 'string') return parsed;
  const builtIn = entities.some((entity) => entity.source === 'built-in' && entity.name === parsed.$id);
  return builtIn ? { schema: copyOfBuiltIn(parsed), copyOf: parsed.$id } : { schema: parsed };
}
