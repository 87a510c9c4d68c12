import { TickLease } from '../../cache/tick-lease';
import { defineServerFeature } from '../../feature-host/server-feature';
import { loadSecretKey } from '../../secrets/secret-key';
import { fleetChannel } from './channel/fleet-notices';
import { registerPushChannel } from './channel/push-channel';
import { registerConfigRoute } from './config-route';
import { registerDeviceRoutes } from './device-routes';
import { DEVICE_PREFIX } from './device-schemas';
import { requireGatewayCredential } from './gateway-auth';
import { startGatewaySweeper } from './gateway-sweeper';
import { PhotoLinks } from './photo-links';
import { registerPhotoRoute } from './photo-route';
import { recordResidentRemovals } from './resident-removals';
import { registerResidentSyncRoute } from './resident-sync-route';

export { TIMEOUT_REASON } from './failure-reasons';
/** What the scheduled jobs reuse: the sweep and the reason it writes. */
export { sweepGateways } from './gateway-sweeper';

const NEEDED = ['site', 'resident', 'face', 'gateway-removal', 'device-config'];

/**
 * The device API of site gateways under /device/v1/ (the push channel, heartbeat, sync,
 * photo links, results, resident sync, device configuration), the sweeper that marks silent
 * gateways offline and unanswered registrations failed, and the removal record a
 * deleted resident leaves for their gateway.
 */
export default defineServerFeature({
  name: 'gateways',
  async register(app, { config, services, compile, files: store, backend, deviceTraffic, photoReads }) {
    if (!NEEDED.every((name) => services.tables.has(name))) return;
    const settings = config.gateways;
    const secretKey = loadSecretKey(config.secretKey, config.dataDir);
    const links = new PhotoLinks(secretKey, settings.photoUrlSeconds);

    await app.register(
      async (scope) => {
        await registerPushChannel(scope, {
          services,
          settings,
          links,
          store,
          log: app.log,
          compile,
          cache: backend.cache,
          secretKey,
          count: (siteId, bytes, failed) => deviceTraffic.count(siteId, { bytes, failed }),
        });
        // After the channel's WebSocket plugin, whose request hook must run first (a refused
        // upgrade's socket is then let go), and before every route of the scope.
        requireGatewayCredential(scope, services.tables);
        registerDeviceRoutes(scope, { services, settings, links, store });
        registerResidentSyncRoute(scope, services, compile);
        registerConfigRoute(scope, services.tables);
      },
      { prefix: DEVICE_PREFIX },
    );
    registerPhotoRoute(app, services.tables, links, store, photoReads);
    recordResidentRemovals(services, store, app.log);

    const lease = new TickLease(backend.cache, fleetChannel(secretKey));
    const sweeper = startGatewaySweeper(services, settings, app.log, lease);
    app.addHook('onClose', async () => sweeper.stop());
  },
});
