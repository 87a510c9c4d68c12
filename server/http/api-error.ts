import { messageOf } from '../../contract/errors';

/**
 * A refusal with a catalogue code. `detail` becomes the envelope's `msg`: the value
 * for `{msg}` where the catalogue text has one (6038: the site name), otherwise a
 * short English explanation.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly detail?: string,
  ) {
    super(detail ?? messageOf(code, 'en'));
    this.name = 'ApiError';
  }
}
