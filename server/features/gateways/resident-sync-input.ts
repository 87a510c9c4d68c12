import { Code } from '../../../contract/errors';
import type { StoredRows } from '../../../contract/generated/types';
import { isRecord } from '../../crud/input-checks';
import { ApiError } from '../../http/api-error';

/** The person fields a gateway may send for a resident. */
export const PERSON_FIELDS = [
  'personId',
  'firstName',
  'lastName',
  'phone',
  'doorCode',
  'sharingCode',
  'topology',
] as const;
/** Checked by the resident write path's validators, which name any value of the wrong type. */
export type PersonValues = Partial<Pick<StoredRows['resident'], (typeof PERSON_FIELDS)[number]>>;

export interface SyncedResident {
  /** Names the resident to update, when the gateway knows the console's id; else matched by personId. */
  id?: number;
  personId: string;
  values: PersonValues;
}

export const MAX_RESIDENTS = 1000;

/**
 * A resident sync body read field by field so each refusal is the spec's code:
 * 6021 without a site id, 6022 without residents or a resident without a person id
 * (naming its row). Nothing is converted: a site id or resident id sent as text, or a
 * person id sent as a number, is refused with the same codes (`rule: "type"`); an
 * unknown field or a person id twice in one body is 400.
 */
export function readResidentSync(body: unknown): { siteId: number; residents: SyncedResident[] } {
  const { siteId, residents, ...others } = isRecord(body) ? body : {};
  const unknown = Object.keys(others)[0];
  if (unknown) throw fieldError(Code.BAD_REQUEST, `unknown field ${unknown}`, unknown, 'additionalProperties');
  if (siteId === undefined || siteId === null)
    throw fieldError(Code.SYNC_SITE_ID_MISSING, 'siteId is required', 'siteId', 'required');
  if (!Number.isSafeInteger(siteId) || Number(siteId) < 1)
    throw fieldError(Code.SYNC_SITE_ID_MISSING, 'siteId must be a positive integer', 'siteId', 'type');
  if (!Array.isArray(residents) || residents.length === 0)
    throw fieldError(
      Code.SYNC_RESIDENT_OR_FACE_MISSING,
      'residents must list at least one person',
      'residents',
      'required',
    );
  if (residents.length > MAX_RESIDENTS)
    throw fieldError(Code.BAD_REQUEST, `at most ${MAX_RESIDENTS} residents a call`, 'residents', 'maxItems');
  const seen = new Set<string>();
  const read = residents.map((item, row) => {
    try {
      const resident = readResident(item);
      if (seen.has(resident.personId))
        throw fieldError(Code.BAD_REQUEST, `personId ${resident.personId} is listed twice`, 'personId', 'unique');
      seen.add(resident.personId);
      return resident;
    } catch (error) {
      throw error instanceof ApiError ? error.inRow(row) : error;
    }
  });
  return { siteId: Number(siteId), residents: read };
}

function readResident(item: unknown): SyncedResident {
  if (!isRecord(item))
    throw fieldError(Code.SYNC_RESIDENT_OR_FACE_MISSING, 'a resident must be an object', 'personId', 'required');
  const { id, ...fields } = item;
  if (fields.personId !== undefined && fields.personId !== null && typeof fields.personId !== 'string')
    throw fieldError(Code.SYNC_RESIDENT_OR_FACE_MISSING, 'personId must be text', 'personId', 'type');
  const personId = typeof fields.personId === 'string' ? fields.personId.trim() : '';
  if (personId === '')
    throw fieldError(Code.SYNC_RESIDENT_OR_FACE_MISSING, 'personId is required', 'personId', 'required');
  if (id !== undefined && (!Number.isSafeInteger(id) || Number(id) < 1))
    throw fieldError(Code.SYNC_SITE_OR_RESIDENT_ABSENT, 'id must be a resident id', 'id', 'type');
  const values: PersonValues = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!(PERSON_FIELDS as readonly string[]).includes(name))
      throw fieldError(Code.BAD_REQUEST, `unknown field ${name}`, name, 'additionalProperties');
    (values as Record<string, unknown>)[name] = value;
  }
  values.personId = personId;
  return { ...(id === undefined ? {} : { id: Number(id) }), personId, values };
}

function fieldError(code: number, detail: string, field: string, rule: string): ApiError {
  return ApiError.ofFields(code, detail, [{ field, rule }]);
}
