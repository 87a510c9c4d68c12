import { VerificationCodes } from '../../auth/verification-codes';
import { defineServerFeature } from '../../feature-host/server-feature';
import { requestLimitsOf } from '../../settings/applied';
import { registerAccountFlowRoutes } from './account-flow-routes';
import { registerAccountRoutes } from './account-routes';
import { SignInCaptcha } from './captcha';
import { liveSenders } from './live-senders';
import { RequestLimits } from './request-limits';
import { openSecondFactor } from './second-factor/open-second-factor';
import { ACCOUNT_SECRET_FIELDS } from './secret-fields';

/** Sign-in (with its second factor), login info, logout, registration, one-time codes and password changes (docs/architecture.md#the-http-contract). */
export default defineServerFeature({
  name: 'accounts',
  register(app, { config, backend, services, settings, compile, maskInApiLog }) {
    maskInApiLog(ACCOUNT_SECRET_FIELDS);
    const captcha = new SignInCaptcha(backend.cache);
    const limits = new RequestLimits(backend.cache, () => requestLimitsOf(settings));
    const secondStep = openSecondFactor(app, { config, backend, services, captcha, limits });
    registerAccountRoutes(app, {
      tables: backend.tables,
      services,
      sessions: backend.sessions,
      // With the entities published since the start: super-admin holds their codes too.
      resources: services.tables.resources,
      compile,
      captcha,
      limits,
      afterPassword: secondStep.afterPassword,
    });
    const flows = {
      tables: backend.tables,
      services,
      sessions: backend.sessions,
      codes: new VerificationCodes(backend.cache),
      ...liveSenders(config, settings),
    };
    registerAccountFlowRoutes(app, { flows, captcha, limits, compile });
  },
});
