import type { JsonSchema } from '../../crud/json-schema';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { GATEWAY_SECURITY } from '../../http/api-docs';

/** The OpenAPI tag of every route a gateway calls. */
export const DEVICE_TAG = 'Device API';
export const DEVICE_PREFIX = '/device/v1';

const text = (description: string): JsonSchema => ({ type: ['string', 'null'], description });

/** What every row a gateway syncs carries: its id and version, what the gateway deduplicates by. */
const SYNCED_ROW: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  version: { type: 'integer', description: 'With the id, what the gateway deduplicates by' },
  updatedAt: { type: 'string', format: 'date-time' },
};

/** A resident as its gateway sees it: what the door panels need, nothing of the console's bookkeeping. */
export const DEVICE_RESIDENT: JsonSchema = {
  type: 'object',
  properties: {
    ...SYNCED_ROW,
    personId: text('The person id on the door panels'),
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    phone: text('Phone'),
    doorCode: text('Ipercom 1'),
    sharingCode: text('Ipercom 2'),
    topology: text('Position of the unit in the network'),
  },
  required: ['id', 'version', 'updatedAt', 'firstName', 'lastName'],
};

/** A face as its gateway sees it; a `registering` one carries a signed photo link. */
export const DEVICE_FACE: JsonSchema = {
  type: 'object',
  properties: {
    ...SYNCED_ROW,
    residentId: { type: 'integer' },
    status: { type: ['string', 'null'], description: 'Only registering faces are the gateway’s to register' },
    registerFailedCount: { type: ['integer', 'null'] },
    failureReason: text('Why the last registration failed'),
    photoUrl: text('Registering faces: a signed link to the photo, relative to the console (or an https:// URL)'),
    photoExpiresAt: { type: ['string', 'null'], format: 'date-time', description: 'When the photo link stops working' },
  },
  required: ['id', 'version', 'updatedAt', 'residentId', 'status'],
};

/** A resident deleted in the cloud, whose person and faces the gateway removes from its door panels. */
export const DEVICE_REMOVAL: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    residentId: { type: 'integer' },
    personId: text('The person id on the door panels'),
    faceIds: { type: 'array', items: { type: 'integer' } },
    removedAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'residentId', 'faceIds', 'removedAt'],
};

/** The documentation every credentialed device route shares: its tag, security and failures. */
export function deviceRouteSchema(summary: string, parts: JsonSchema, data: JsonSchema): JsonSchema {
  return {
    summary,
    tags: [DEVICE_TAG],
    security: GATEWAY_SECURITY,
    ...parts,
    response: { 200: envelopeSchema(data), ...FAILURE_RESPONSES },
  };
}
