import { defineServerFeature } from '../../feature-host/server-feature';
import { registerDeviceRoutes } from './device-routes';
import { DEVICE_PREFIX } from './device-schemas';
import { requireGatewayCredential } from './gateway-auth';
import { startGatewaySweeper } from './gateway-sweeper';

const NEEDED = ['site', 'face'];

/**
 * The device API of site gateways under /device/v1/ (so far the heartbeat), and the
 * sweeper that marks silent gateways offline and unanswered registrations failed.
 */
export default defineServerFeature({
  name: 'gateways',
  async register(app, { config, services }) {
    if (!NEEDED.every((name) => services.tables.has(name))) return;
    const settings = config.gateways;

    await app.register(
      async (scope) => {
        requireGatewayCredential(scope, services.tables);
        registerDeviceRoutes(scope, { services, settings });
      },
      { prefix: DEVICE_PREFIX },
    );

    const sweeper = startGatewaySweeper(services, settings, app.log);
    app.addHook('onClose', async () => sweeper.stop());
  },
});
