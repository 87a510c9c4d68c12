import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import { getResource } from '../../contract/registry';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { principalOf } from '../auth/route-permission';
import { SIGNED_IN_SECURITY } from '../http/api-docs';
import {
  CHOICES_ANSWER,
  CHOICES_QUERY,
  type ChoicesQuery,
  choiceRuleOf,
  referenceChoicePage,
} from './reference-choices';
import { envelopeSchema, FAILURE_RESPONSES } from './route-schemas';

/**
 * The reference fields whose choices a screen of `resource` offers: its reference
 * filters, and every reference, one or many (an admin's roles), its create and edit
 * forms show. A reference into a table without screens offers nothing.
 */
export function lookupFields(resource: ResourceDefinition): FieldDefinition[] {
  const served = resource.operations.some((operation) => ['list', 'create', 'update'].includes(operation));
  if (!served) return [];
  return resource.fields.filter((field) => {
    if (!field.references || field.internal || field.writeOnly) return false;
    const target = getResource(field.references);
    if (!target || target.internal) return false;
    const filtered = field.kind === 'reference' && field.ui.filter !== undefined;
    return filtered || field.ui.form;
  });
}

/**
 * `GET /api/<path>/references/<field>?q=&page=&id=`: the rows a filter or a form input
 * of `field` may choose, as `{id, label}`, under the permission of the rows that refer
 * to them, so a filter by admin on the login log needs `sp-admin-login`, not
 * `admin-list`, and the admin form offers roles without `role-list`. The referenced
 * rows are those the account may see and so may refer to (its own sites without
 * `all-sites`, the roles it may grant); `id=` names chosen values, and an id the
 * account may not choose is left out.
 */
export function registerReferenceLookups(app: FastifyInstance, resource: ResourceDefinition): void {
  for (const field of lookupFields(resource)) {
    const targetName = String(field.references);
    const many = field.type === 'array' ? ' (several)' : '';
    app.get(
      `/api/${resource.path}/references/${field.name}`,
      {
        config: { permission: resource.permission },
        schema: {
          summary: `Choices of the ${resource.label.en} field ${field.label.en}${many}`,
          description:
            `The ${targetName} rows the account may refer to from ${field.name}, under ${resource.permission} ` +
            'rather than the referenced resource’s own code: found by `q` a page at a time, or named by `id`.',
          tags: [resource.label.en],
          security: SIGNED_IN_SECURITY,
          querystring: CHOICES_QUERY,
          response: { 200: envelopeSchema(CHOICES_ANSWER), ...FAILURE_RESPONSES },
        },
      },
      async (request) => {
        const { services } = request.server;
        const rule = choiceRuleOf(services, resource.name, field.name);
        const query = request.query as ChoicesQuery;
        return ok(await referenceChoicePage(services.of(targetName), principalOf(request), query, rule));
      },
    );
  }
}
