import { defineServerFeature } from '../../feature-host/server-feature';
import { registerBindingRoutes } from './binding-routes';
import { SiteBinding } from './site-binding';

/** Sites and the gateways of their buildings: binding, unbinding, the gateway credential (route `site-tabs`). */
export default defineServerFeature({
  name: 'sites',
  register(app, { services, compile }) {
    if (!services.tables.has('site')) return;
    registerBindingRoutes(app, services.of('site'), new SiteBinding(services), compile);
  },
});
