import { defineServerFeature } from '../../feature-host/server-feature';
import { registerBindingRoutes } from './binding-routes';
import { registerManualDetectionSwitch } from './manual-detection';
import { SiteBinding } from './site-binding';

/** What the gateways feature reuses: how a gateway's credential is kept, to check its calls. */
export { hashGatewayCredential } from './gateway-credential';

/** Sites and the gateways of their buildings: binding, the gateway credential, the manual detection switch (route `site-tabs`). */
export default defineServerFeature({
  name: 'sites',
  register(app, { services, compile }) {
    if (!services.tables.has('site')) return;
    registerBindingRoutes(app, services.of('site'), new SiteBinding(services), compile);
    registerManualDetectionSwitch(app, services, compile);
  },
});
