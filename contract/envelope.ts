/** The body of every API response, success or failure (docs/architecture.md#the-http-contract). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 200;

export interface Page<T> {
  list: T[];
  total: number;
}

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}
