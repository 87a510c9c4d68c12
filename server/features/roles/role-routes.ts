import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { knownPermissionCodes } from '../../auth/permission-codes';
import { principalOf } from '../../auth/route-permission';
import type { ResourceService } from '../../crud/resource-service';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';

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
 * are accepted; the role write path's guards say who may give which (role-guards.ts). Principals are
 * loaded on each request, so members get the new codes on their next call.
 */
export function registerRoleRoutes(
  app: FastifyInstance,
  roles: ResourceService,
  resources: readonly ResourceDefinition[],
): void {
  const role = roles.resource;

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
      // Read per request: entities published since the start bring codes of their own.
      const known = new Set(knownPermissionCodes(resources));
      const unknown = permissionCodes.filter((code) => !known.has(code));
      if (unknown.length > 0) throw new ApiError(Code.BAD_REQUEST, `unknown permission codes: ${unknown.join(', ')}`);
      const codes = [...new Set(permissionCodes)];
      const principal = principalOf(request);
      const row = await roles.systemUpdate(id, { permissionCodes: codes }, { principal, version });
      return ok(roles.present(row));
    },
  );
}
