import { createRequire } from 'node:module';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { isRefusalStatus, refusalSerializer, type Serialize } from './refusal-serializer';

/**
 * The server declares a schema for the parameters, query and answers of nearly two
 * hundred operations; compiling all of them (Ajv validators, fast-json-stringify
 * serializers) took most of a start. These compile each one the first time its route
 * is used instead, with the same compilers and the same results: a start pays for
 * none, a route's first request for its own (a few milliseconds).
 */

type ValidatorFunction = ReturnType<FastifySchemaCompiler<unknown>> & {
  errors?: unknown;
  schemaEnv?: unknown;
};

/** `compile`, run on a route's first request rather than when the route is registered. */
export function compiledOnFirstUse(compile: FastifySchemaCompiler<unknown>): FastifySchemaCompiler<unknown> {
  return (route) => {
    let compiled: ValidatorFunction | undefined;
    const validate = ((data: unknown, context?: unknown) => {
      compiled ??= compile(route) as ValidatorFunction;
      const result = (compiled as (data: unknown, context?: unknown) => unknown)(data, context);
      // Fastify reads a refusal's errors from the function it called.
      validate.errors = compiled.errors;
      return result;
    }) as ValidatorFunction;
    // Tells Fastify to pass the request part's parent, so that Ajv's defaults and coercions reach it.
    validate.schemaEnv = true;
    return validate;
  };
}

/** Fastify's own answer serializer (fast-json-stringify), built when first needed. */
let defaultSerializers: FastifySerializerCompiler<unknown> | undefined;
function fastifySerializers(): FastifySerializerCompiler<unknown> {
  if (!defaultSerializers) {
    // The compiler Fastify itself uses by default, found where Fastify finds it.
    const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
    const selectSerializer = fromFastify('@fastify/fast-json-stringify-compiler') as () => (
      externalSchemas: Record<string, unknown>,
      options: unknown,
    ) => FastifySerializerCompiler<unknown>;
    defaultSerializers = selectSerializer()({}, undefined);
  }
  return defaultSerializers;
}

/** A route's serializer for one answer status, compiled on its first answer with that status. */
function compiledOnFirstAnswer(route: Parameters<FastifySerializerCompiler<unknown>>[0]): Serialize {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= fastifySerializers()(route);
    return serialize(data);
  };
}

/**
 * Every route registered after this, on `app` and inside it, compiles its answers' serializers on first use.
 * A refusal falls back on `sharedRefusal`, the failure envelope every route answers (refusal-serializer.ts).
 */
export function serializeOnFirstUse(app: FastifyInstance, sharedRefusal: Record<string, unknown>): void {
  const shared = compiledOnFirstAnswer({ schema: sharedRefusal, method: '', url: '', httpStatus: '4xx' });
  const compile: FastifySerializerCompiler<unknown> = (route) => {
    const own = compiledOnFirstAnswer(route);
    return isRefusalStatus(route.httpStatus) ? refusalSerializer([own, shared]) : own;
  };
  app.addHook('onRoute', (route) => {
    if (route.schema?.response && !route.serializerCompiler) route.serializerCompiler = compile;
  });
}
