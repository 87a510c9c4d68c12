import { defineServerFeature } from '../../feature-host/server-feature';
import { loadSecretKey } from '../../secrets/secret-key';
import { LocalFileStore } from '../uploads/local-file-store';
import { registerDeviceRoutes } from './device-routes';
import { DEVICE_PREFIX } from './device-schemas';
import { requireGatewayCredential } from './gateway-auth';
import { startGatewaySweeper } from './gateway-sweeper';
import { PhotoLinks } from './photo-links';
import { registerPhotoRoute } from './photo-route';

const NEEDED = ['site', 'resident', 'face', 'gateway-removal'];

/**
 * The device API of site gateways under /device/v1/ (heartbeat, sync, photo links,
 * results), and the sweeper that marks silent gateways offline and unanswered
 * registrations failed.
 */
export default defineServerFeature({
  name: 'gateways',
  async register(app, { config, services }) {
    if (!NEEDED.every((name) => services.tables.has(name))) return;
    const settings = config.gateways;
    const store = new LocalFileStore(config.uploads.dir);
    const links = new PhotoLinks(loadSecretKey(config.secretKey, config.dataDir), settings.photoUrlSeconds);

    await app.register(
      async (scope) => {
        requireGatewayCredential(scope, services.tables);
        registerDeviceRoutes(scope, { services, settings, links, store });
      },
      { prefix: DEVICE_PREFIX },
    );
    registerPhotoRoute(app, services.tables, links, store);

    const sweeper = startGatewaySweeper(services, settings, app.log);
    app.addHook('onClose', async () => sweeper.stop());
  },
});
