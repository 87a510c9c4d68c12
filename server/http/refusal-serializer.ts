import { Code, messageOf } from '../../contract/errors';

export type Serialize = (data: unknown) => string;

/** Whether an answer status, as a route's response schemas name it (`400`, `4xx`, `5xx`), is a refusal. */
export function isRefusalStatus(httpStatus: string | undefined): boolean {
  return httpStatus !== undefined && /^[45]/.test(httpStatus);
}

/**
 * Writes a refusal by the first of `serializers` that takes it: the route's own schema
 * (which names what its refusals' `data` holds and keeps anything undeclared out), then
 * the shared failure envelope. A refusal the route's schema does not describe (the field
 * that broke a request schema, on a route documenting only its own refusals) is thus
 * still the envelope, never a failed serialization answered outside it. Past them all,
 * the envelope with its code and message and no data.
 */
export function refusalSerializer(serializers: readonly Serialize[]): Serialize {
  return (payload) => {
    for (const serialize of serializers) {
      try {
        return serialize(payload);
      } catch {
        // The next one, less particular.
      }
    }
    return JSON.stringify(bareEnvelope(payload));
  };
}

function bareEnvelope(payload: unknown): { code: number; msg: string; data: null } {
  const { code, msg } = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    code?: unknown;
    msg?: unknown;
  };
  if (typeof code !== 'number' || !Number.isInteger(code)) {
    return { code: Code.SYSTEM, msg: messageOf(Code.SYSTEM, 'en'), data: null };
  }
  return { code, msg: typeof msg === 'string' ? msg : messageOf(code, 'en'), data: null };
}
