import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { Code } from '../../../../contract/errors';
import type { JsonSchema } from '../../../crud/json-schema';
import { ApiError } from '../../../http/api-error';
import { schemaFailure } from '../../../http/validation-failure';
import type { GatewayFrame } from './channel-protocol';

const REF: JsonSchema = { type: 'string', maxLength: 64, description: 'Echoed in the answer' };

/** The frames a gateway sends, each checked as sent (no value converted), unknown fields refused. */
export const GATEWAY_FRAME_SCHEMAS: Record<GatewayFrame['type'], JsonSchema> = {
  heartbeat: {
    type: 'object',
    properties: {
      type: { const: 'heartbeat' },
      firmware: { type: 'string', maxLength: 64 },
      panels: { type: 'integer', minimum: 0, maximum: 1000 },
    },
    required: ['type'],
    additionalProperties: false,
  },
  sync: {
    type: 'object',
    properties: {
      type: { const: 'sync' },
      ref: REF,
      cursor: { type: 'string', maxLength: 2000 },
      limit: { type: 'integer', minimum: 1, maximum: 500 },
    },
    required: ['type'],
    additionalProperties: false,
  },
  result: {
    type: 'object',
    properties: {
      type: { const: 'result' },
      ref: REF,
      faceId: { type: 'integer', minimum: 1 },
      ok: { type: 'boolean' },
      reason: { type: 'string', maxLength: 200 },
    },
    required: ['type', 'faceId', 'ok'],
    additionalProperties: false,
  },
};

type Validate = ((value: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** A frame as read: the frame, or the refusal to answer it with (and the ref it carried, to echo). */
export type ReadFrame = { frame: GatewayFrame } | { refusal: ApiError; ref?: string };

/** Reads a gateway's frames: JSON text, one of the known types, each type's fields as its schema says. */
export class GatewayFrameReader {
  private readonly validators: Map<string, Validate>;

  constructor(compile: FastifySchemaCompiler<unknown>) {
    this.validators = new Map(
      Object.entries(GATEWAY_FRAME_SCHEMAS).map(([type, schema]) => [
        type,
        compile({ schema, method: 'GET', url: '/device/v1/channel', httpPart: 'body' }) as Validate,
      ]),
    );
  }

  /** The `ref` a frame carries, to echo in the refusal of a frame not otherwise read (a throttled one). */
  refOf(data: unknown, isBinary: boolean): string | undefined {
    const read = this.read(data, isBinary);
    return 'frame' in read ? (read.frame as { ref?: string }).ref : read.ref;
  }

  read(data: unknown, isBinary: boolean): ReadFrame {
    if (isBinary) return refused('frames are JSON text', 'frame', 'type');
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return refused('a frame is one JSON object', 'frame', 'json');
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      return refused('a frame is one JSON object', 'frame', 'type');
    }
    const { type, ref } = frame as { type?: unknown; ref?: unknown };
    const echo = typeof ref === 'string' && ref.length <= 64 ? ref : undefined;
    const validate = typeof type === 'string' ? this.validators.get(type) : undefined;
    if (!validate) return refused('type must be heartbeat, sync or result', 'type', 'enum', echo);
    if (!validate(frame)) {
      const failure = schemaFailure(validate.errors ?? []);
      const refusal = ApiError.ofFields(
        Code.BAD_REQUEST,
        `the ${type} frame is not as documented`,
        failure ? [failure] : [],
      );
      return { refusal, ref: echo };
    }
    return { frame: frame as GatewayFrame };
  }
}

function refused(detail: string, field: string, rule: string, ref?: string): ReadFrame {
  return { refusal: ApiError.ofFields(Code.BAD_REQUEST, detail, [{ field, rule }]), ref };
}
