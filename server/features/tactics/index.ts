import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { defineServerFeature } from '../../feature-host/server-feature';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { switchTactics } from './tactic-switch';

const SWITCH_BODY = {
  type: 'object',
  properties: {
    ids: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      maxItems: 1000,
      description: 'The tactics to switch',
    },
    enabled: { type: 'boolean', description: 'On or off' },
  },
  required: ['ids', 'enabled'],
  additionalProperties: false,
};

/**
 * Auto-detect tactics (route sp-cfg-autoDetectTactics): real checks of a face photo's
 * pixels with thresholds in each row's params, switched on or off in batch.
 */
export default defineServerFeature({
  name: 'tactics',
  register(app, { services }) {
    if (!services.tables.has('auto-detect-tactic')) return;
    const resource = services.of('auto-detect-tactic').resource;
    app.post(
      `/api/${resource.path}/enabled`,
      {
        config: { permission: resource.permission },
        schema: {
          operationId: 'setAutoDetectTacticsEnabled',
          summary: 'Switch tactics on or off; changed is 0 when every one was already so',
          tags: [resource.label.en],
          security: SIGNED_IN_SECURITY,
          body: SWITCH_BODY,
          response: {
            200: envelopeSchema({
              type: 'object',
              properties: { changed: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } } },
              required: ['changed', 'ids'],
            }),
            ...FAILURE_RESPONSES,
          },
        },
      },
      async (request) => {
        const { ids, enabled } = request.body as { ids: number[]; enabled: boolean };
        // A batch action needs at least one row (docs/domain.md#field-rules).
        if (ids.length === 0)
          throw ApiError.ofFields(Code.BAD_REQUEST, 'choose at least one tactic', [{ field: 'ids', rule: 'minItems' }]);
        return ok(await switchTactics(services, principalOf(request), ids, enabled));
      },
    );
  },
});
