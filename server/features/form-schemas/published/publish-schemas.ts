import type { JsonSchema } from '../../../crud/json-schema';
import { MIGRATION } from '../draft-schemas';

/** The answer of a publication, for the OpenAPI document. */
export const PUBLISH_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    publishedVersion: { type: 'integer', minimum: 1, description: 'The version of the entity now live (1, 2, …)' },
    migration: {
      ...MIGRATION,
      description: 'The statements the publication ran (on this server’s engine) and would run on the other',
    },
    entity: {
      type: 'object',
      additionalProperties: true,
      description: 'The entity as GET /api/registry gives it',
    },
  },
  required: ['publishedVersion', 'migration', 'entity'],
};
