import type { RegistryEntity } from './runtime-registry';

/** What the form generator's API answers (`/api/form-schemas`), for the server that writes it and the builder that reads it. */

/** A draft as the list shows it. */
export interface DraftSummary {
  id: number;
  /** The `$id` of the schema, when it has one. */
  name: string | null;
  status: 'draft' | 'published';
  publishedVersion: number | null;
  publishedAt: string | null;
  checkedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One problem a check found. */
export interface SchemaProblem {
  /** JSON pointer into the schema; empty for the whole schema. */
  pointer: string;
  message: string;
  /** The catalogue code the refusal carries. */
  code: number;
  /** The bound broken, for the safety limits (maxItems, pattern, reserved, nested-quantifier…). */
  rule?: string;
}

/** The statements of a migration, per engine. */
export interface Migration {
  sqlite: string[];
  postgres: string[];
}

export interface CheckAnswer {
  ok: boolean;
  errors: SchemaProblem[];
  /** The statements publishing would run on each engine; none while there are errors. */
  migration: Migration;
  /** After a clean check: the URL of the draft's validator module (an ES module), for a live preview. */
  validatorModule?: string;
}

export interface PublishAnswer {
  /** The version of the entity now live (1, 2, …). */
  publishedVersion: number;
  migration: Migration;
  entity: RegistryEntity;
}
