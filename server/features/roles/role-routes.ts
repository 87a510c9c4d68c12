import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import type { ResourceDefinition } from '../../contract/resource';
import { EVERY_PERMISSION, knownPermissionCodes } from '../auth/permission-codes';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, rowSchema } from '../crud/route-schemas';
import { presentRow } from '../crud/row-shape';
import type { ResourceTables } from '../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../http/api-docs';
import { ApiError } from '../http/api-error';

const PERMISSIONS_BODY = {
  type: 'object',
  properties: {
    permissionCodes: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 500 },
    version: { type: 'integer' },
  },
  required: ['permissionCodes', 'version'],
  additionalProperties: false,
};

/**
 * Assigns a role's permission codes from the menu tree. Only codes the console knows
 * are accepted, and a role holding every code (`super-admin`) keeps it. Principals are
 * loaded on each request, so members get the new codes on their next call.
 */
export function registerRoleRoutes(
  app: FastifyInstance,
  tables: ResourceTables,
  role: ResourceDefinition,
  resources: readonly ResourceDefinition[],
): void {
  const store = tables.of(role.name);
  const known = new Set(knownPermissionCodes(resources));

  app.put(
    `/api/${role.path}/:id/permissions`,
    {
      config: { permission: role.permission },
      schema: {
        summary: 'Set the permission codes of a role',
        tags: [role.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        body: PERMISSIONS_BODY,
        response: { 200: envelopeSchema(rowSchema(role)), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = Number((request.params as { id: number }).id);
      const { permissionCodes, version } = request.body as { permissionCodes: string[]; version: number };
      const current = await store.findById(id);
      if (!current) throw new ApiError(Code.NOT_FOUND, `role ${id}`);
      const held = Array.isArray(current.permissionCodes) ? current.permissionCodes : [];
      if (held.includes(EVERY_PERMISSION)) {
        throw new ApiError(Code.BAD_REQUEST, 'a role holding every permission is built in and keeps it');
      }
      const unknown = permissionCodes.filter((code) => !known.has(code));
      if (unknown.length > 0) throw new ApiError(Code.BAD_REQUEST, `unknown permission codes: ${unknown.join(', ')}`);
      const row = await store.update(id, { permissionCodes: [...new Set(permissionCodes)] }, version);
      if (!row) throw new ApiError(Code.STALE);
      return ok(presentRow(role, row));
    },
  );
}
