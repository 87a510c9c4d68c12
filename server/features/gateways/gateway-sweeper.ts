import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../../contract/errors';
import type { TickLease } from '../../cache/tick-lease';
import type { ResourceServices } from '../../crud/resource-services';
import { SERVER_ACTOR } from '../../crud/write-options';
import type { GatewayConfig } from '../../gateway-config';
import { ApiError } from '../../http/api-error';
import { TIMEOUT_REASON } from './failure-reasons';

/** Rows one sweep changes at most of each kind; the rest wait for the next sweep. */
const SWEEP_BATCH = 500;
const REGISTRATION_SWEEP_MS = 60_000;

export interface SweepOutcome {
  /** Sites whose gateway went silent and is now offline. */
  offline: number[];
  /** Faces whose registration got no answer in time and is now failed. */
  timedOut: number[];
}

/**
 * One sweep at `now`: a polling gateway silent for longer than GATEWAY_OFFLINE_AFTER_SECONDS
 * is offline, and so is a channel's whose row heard nothing for GATEWAY_PRESENCE_WRITE_SECONDS
 * more (its node died); a face `registering` (since its last change) for longer than
 * REGISTRATION_TIMEOUT_MINUTES is `register_failed` with the reason `timeout`. Both
 * through the write path, each face only if nobody changed it meanwhile.
 */
export async function sweepGateways(
  services: ResourceServices,
  settings: GatewayConfig,
  now = new Date(),
  { registrations = true }: { registrations?: boolean } = {},
): Promise<SweepOutcome> {
  const silentSince = new Date(now.getTime() - settings.offlineAfterSeconds * 1000);
  // A channel's row hears of its gateway every GATEWAY_PRESENCE_WRITE_SECONDS; its node marks
  // it offline when the channel closes. Left to the sweep: a node that died holding it.
  const channelSilentSince = new Date(silentSince.getTime() - settings.presenceWriteSeconds * 1000);
  const waitingSince = new Date(now.getTime() - settings.registrationTimeoutMinutes * 60_000);
  return {
    offline: await markSilentGatewaysOffline(services, { polling: silentSince, channel: channelSilentSince }),
    timedOut: registrations ? await failUnansweredRegistrations(services, waitingSince, now) : [],
  };
}

/** When the last heartbeat of a silent gateway came at the latest, by how it is connected. */
interface SilenceCutoffs {
  polling: Date;
  channel: Date;
}

async function markSilentGatewaysOffline(services: ResourceServices, cutoffs: SilenceCutoffs): Promise<number[]> {
  const sites = services.tables.of('site');
  const before = (cutoff: Date) => sites.encodeValue('lastHeartbeatAt', cutoff.toISOString());
  const channel = sites.encodeValue('gatewayChannel', true);
  const silent = await sites.db
    .selectFrom(sites.table)
    .select('id')
    .where('gatewayOnline', '=', sites.encodeValue('gatewayOnline', true))
    .where((eb) =>
      eb.or([
        eb('lastHeartbeatAt', 'is', null),
        eb.and([
          eb('lastHeartbeatAt', '<', before(cutoffs.polling)),
          eb.or([
            eb('gatewayChannel', 'is', null),
            eb('gatewayChannel', '=', sites.encodeValue('gatewayChannel', false)),
          ]),
        ]),
        eb.and([eb('lastHeartbeatAt', '<', before(cutoffs.channel)), eb('gatewayChannel', '=', channel)]),
      ]),
    )
    .limit(SWEEP_BATCH)
    .execute();
  const offline: number[] = [];
  for (const { id } of silent as { id: number }[]) {
    const marked = await services.tables.inTransaction(async (tables) => {
      // Read again inside the write: a heartbeat that arrived meanwhile keeps the gateway online.
      const site = await tables.of('site').findById(Number(id));
      const last = site?.lastHeartbeatAt ? Date.parse(site.lastHeartbeatAt) : Number.NEGATIVE_INFINITY;
      const cutoff = site?.gatewayChannel === true ? cutoffs.channel : cutoffs.polling;
      if (site?.gatewayOnline !== true || last >= cutoff.getTime()) return false;
      await services
        .of('site')
        .systemUpdate(site.id, { gatewayOnline: false, gatewayChannel: false }, { tables, bookkeeping: true });
      return true;
    });
    if (marked) offline.push(Number(id));
  }
  return offline;
}

async function failUnansweredRegistrations(services: ResourceServices, waitingSince: Date, now: Date) {
  const faces = services.tables.of('face');
  const stale = await faces.db
    .selectFrom(faces.table)
    .selectAll()
    .where('status', '=', 'registering')
    .where('updatedAt', '<', faces.encodeValue('updatedAt', waitingSince.toISOString()))
    .orderBy('updatedAt')
    .limit(SWEEP_BATCH)
    .execute();
  const timedOut: number[] = [];
  for (const face of stale.map((row) => faces.decode(row))) {
    const values = {
      status: 'register_failed' as const,
      registerFailedDate: now.toISOString(),
      registerFailedCount: (face.registerFailedCount ?? 0) + 1,
      failureReason: TIMEOUT_REASON,
    };
    try {
      await services.of('face').systemUpdate(face.id, values, { version: face.version, actor: SERVER_ACTOR });
      timedOut.push(face.id);
    } catch (error) {
      // A result (or anything else) came first: the face is no longer waiting.
      if (!(error instanceof ApiError && (error.code === Code.STALE || error.code === Code.NOT_FOUND))) throw error;
    }
  }
  return timedOut;
}

/**
 * Sweeps every third of the offline silence (between 1 and 30 seconds), registrations at most
 * once a minute, one sweep at a time on a node, and each tick on one node of the deployment
 * (`lease`); `stop` ends the timer and waits for a sweep under way, so the database closes after it.
 * Answers which ticks this node swept (`made`), for the tests.
 */
export function startGatewaySweeper(
  services: ResourceServices,
  settings: GatewayConfig,
  log: FastifyBaseLogger,
  lease: TickLease,
) {
  const every = Math.min(30_000, Math.max(1000, (settings.offlineAfterSeconds * 1000) / 3));
  let running: Promise<void> | undefined;
  /** The ticks this node swept (the last hundred), and those with registrations. */
  const made = { ticks: [] as number[], registrationMinutes: [] as number[] };
  const sweep = async (now: number) => {
    const tick = Math.floor(now / every);
    if (!(await lease.take('gateway-sweep', tick, (every / 1000) * 3))) return;
    // Timeouts are minutes long: looking for them once a minute is enough (it reads every registering face).
    const minute = Math.floor(now / REGISTRATION_SWEEP_MS);
    const registrations = await lease.take('registration-sweep', minute, (REGISTRATION_SWEEP_MS / 1000) * 3);
    made.ticks = [...made.ticks.slice(-99), tick];
    if (registrations) made.registrationMinutes = [...made.registrationMinutes.slice(-99), minute];
    return sweepGateways(services, settings, new Date(now), { registrations });
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep(Date.now())
      .then((outcome) => {
        if (outcome && (outcome.offline.length > 0 || outcome.timedOut.length > 0)) log.info(outcome, 'gateway sweep');
      })
      .catch((error: unknown) => log.error({ err: error }, 'gateway sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, every);
  timer.unref();
  return {
    made,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
