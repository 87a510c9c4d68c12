import { VerificationCodes } from '../../auth/verification-codes';
import { defineServerFeature } from '../../feature-host/server-feature';
import { openMailTransport } from '../../messaging/mail-transport';
import { openSmsGateway } from '../../messaging/open-sms-gateway';
import { registerAccountFlowRoutes } from './account-flow-routes';
import { registerAccountRoutes } from './account-routes';
import { SignInCaptcha } from './captcha';
import { RequestLimits } from './request-limits';
import { ACCOUNT_SECRET_FIELDS } from './secret-fields';

/** Sign-in, login info, logout, registration, one-time codes and password changes (API.md, "Authentication"). */
export default defineServerFeature({
  name: 'accounts',
  register(app, { config, backend, resources, services, compile, maskInApiLog }) {
    maskInApiLog(ACCOUNT_SECRET_FIELDS);
    const captcha = new SignInCaptcha(backend.cache);
    const limits = new RequestLimits(backend.cache, config.requestLimits);
    registerAccountRoutes(app, {
      tables: backend.tables,
      services,
      sessions: backend.sessions,
      resources,
      compile,
      captcha,
      limits,
    });
    const flows = {
      tables: backend.tables,
      services,
      sessions: backend.sessions,
      codes: new VerificationCodes(backend.cache),
      sms: openSmsGateway(config),
      mail: openMailTransport(config),
    };
    registerAccountFlowRoutes(app, { flows, captcha, limits, compile });
  },
});
