import type { SessionListing } from '../../../contract/sessions';
import type { ListedSession } from '../../auth/session-tokens';
import type { JsonSchema } from '../../crud/json-schema';
import { browserNameOf } from './browser-name';

/** A session as the routes answer it, its browser named: its token's hash never leaves the server. */
export function sessionAnswer({ adminId: _adminId, ...session }: ListedSession): SessionListing {
  return { ...session, browser: browserNameOf(session.userAgent) };
}

const TEXT_OR_NULL: JsonSchema = { type: ['string', 'null'] };
const TIME: JsonSchema = { type: 'string', format: 'date-time' };

export const SESSION_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdAt: { ...TIME, description: 'When it was signed in' },
    lastSeenAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When a request last used it (written at most once a minute)',
    },
    expiresAt: TIME,
    remember: { type: 'boolean', description: 'Signed in with "remember me" (30 days)' },
    ip: { ...TEXT_OR_NULL, description: 'The address it was signed in from' },
    userAgent: { ...TEXT_OR_NULL, description: 'The user agent it was signed in with, as sent' },
    browser: {
      ...TEXT_OR_NULL,
      description: 'A short name of that browser and system, such as "Chrome 120 (Windows)"',
    },
    current: { type: 'boolean', description: 'The session of the token this request sent' },
  },
  required: ['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'remember', 'ip', 'userAgent', 'browser', 'current'],
};

export const SESSION_LIST_SCHEMA: JsonSchema = { type: 'array', items: SESSION_SCHEMA };

export const ENDED_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { ended: { type: 'integer', description: 'How many sessions ended' } },
  required: ['ended'],
};

/** The path parameters of a route about one session of an account. */
export function sessionParams(names: readonly string[]): JsonSchema {
  const id: JsonSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, id])),
    required: [...names],
    additionalProperties: false,
  };
}
