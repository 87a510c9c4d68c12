import type { EntitySchema } from '../../../../generator/entity-schema';
import type { Row } from '../../../db/database';
import type { FeatureTables } from '../../../db/resource-tables';

/** One publication of an entity: the schema as it went live, and its version (1, 2, …). */
export interface Publication {
  id: number;
  name: string;
  entityVersion: number;
  schema: EntitySchema;
}

function publicationOf(row: Row): Publication {
  return {
    id: Number(row.id),
    name: String(row.name),
    entityVersion: Number(row.entityVersion),
    schema: JSON.parse(String(row.schema)) as EntitySchema,
  };
}

/** The publications (`published_entity`): every version is kept, the highest of a name is live. */
export function publicationStore(tables: FeatureTables) {
  const store = () => tables.of('published-entity');
  return {
    /** The live version of every entity published after publication `afterId` (all of them for 0). */
    async liveSince(afterId: number): Promise<Publication[]> {
      const { db, table } = store();
      const rows = await db.selectFrom(table).selectAll().where('id', '>', afterId).orderBy('id').execute();
      const latest = new Map<string, Publication>();
      for (const row of rows) {
        const publication = publicationOf(store().decode(row as Row));
        const known = latest.get(publication.name);
        if (!known || known.entityVersion < publication.entityVersion) latest.set(publication.name, publication);
      }
      return [...latest.values()];
    },
    /** The id of the newest publication, 0 when there is none: cheap enough to ask every few seconds. */
    async newestId(): Promise<number> {
      const { db, table } = store();
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max<number>('id').as('newest'))
        .executeTakeFirst();
      return Number(row?.newest ?? 0);
    },
  };
}

export type PublicationStore = ReturnType<typeof publicationStore>;

/** Records a publication inside the transaction `tables` are bound to. */
export async function recordPublication(
  tables: FeatureTables,
  values: { schema: EntitySchema; entityVersion: number; formSchemaId: number; adminId: number },
): Promise<Publication> {
  const row = await tables.of('published-entity').insert({
    name: values.schema.$id,
    entityVersion: values.entityVersion,
    schema: JSON.stringify(values.schema),
    formSchemaId: values.formSchemaId,
    adminId: values.adminId,
  });
  return publicationOf(row);
}
