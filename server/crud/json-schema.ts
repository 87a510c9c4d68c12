/** A JSON Schema fragment as Fastify, ajv and the OpenAPI document take it. */
export type JsonSchema = { [keyword: string]: unknown };
