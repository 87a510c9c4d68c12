import { defineServerFeature } from '../../feature-host/server-feature';
import { registerThirdCloudTestRoute } from './test-route';

export { isPublicAddress } from './address-guard';

/** Third-party clouds (schemas/third-cloud.json): a connection test of an entry's endpoint, guarded against private addresses. */
export default defineServerFeature({
  name: 'third-clouds',
  register(app, { services, config, settings }) {
    if (!services.tables.has('third-cloud')) return;
    registerThirdCloudTestRoute(app, services, config, settings);
  },
});
