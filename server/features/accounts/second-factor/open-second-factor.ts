import type { FastifyInstance } from 'fastify';
import type { FeatureBackend } from '../../../backend';
import type { ServerConfig } from '../../../config';
import type { ResourceServices } from '../../../crud/resource-services';
import { SecretBox } from '../../../secrets/secret-box';
import { loadSecretKey } from '../../../secrets/secret-key';
import type { SignInCaptcha } from '../captcha';
import type { RequestLimits } from '../request-limits';
import { Passkeys } from './passkeys';
import { registerSecondFactorRoutes } from './second-factor-routes';
import { SecondFactorStore } from './second-factor-store';
import { SecondStep } from './second-step';
import { registerSecondStepRoutes } from './second-step-routes';
import { SignInChallenges } from './sign-in-challenges';

/** The second factor's parts, its routes registered; the sign-in takes its second step from here. */
export function openSecondFactor(
  app: FastifyInstance,
  deps: {
    config: ServerConfig;
    backend: FeatureBackend;
    services: ResourceServices;
    captcha: SignInCaptcha;
    limits: RequestLimits;
  },
): SecondStep {
  const { config, backend, services } = deps;
  const box = new SecretBox(loadSecretKey(config.secretKey, config.dataDir));
  const store = new SecondFactorStore(backend.tables, services, box);
  const passkeys = new Passkeys(backend.tables, config.signIn.passkeys);
  const challenges = new SignInChallenges(backend.cache);
  registerSecondFactorRoutes(app, { store, passkeys, challenges, issuer: config.signIn.passkeys.rpName });
  const step = new SecondStep(services, backend.sessions, store, passkeys, challenges, deps.captcha);
  registerSecondStepRoutes(app, step, deps.limits);
  return step;
}
