import { randomBytes } from 'node:crypto';
import { httpCall } from './http-calls';
import type { AdminSignIn } from './options';
import type { GatewayIdentity } from './simulated-gateway';

/** Sites created and bound at once. */
const CONCURRENCY = 8;

/** The console's admin API as the fleet calls it: signed in, each refusal thrown with its code. */
class ConsoleAdmin {
  constructor(
    private readonly url: string,
    private token = '',
  ) {}

  async signIn(account: AdminSignIn): Promise<void> {
    if ('token' in account) this.token = account.token;
    else this.token = (await this.post<{ token: string }>('/account/web/login', account)).token;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const headers = { token: this.token, 'content-type': 'application/json' };
    const answer = await httpCall(new URL(path, this.url), 'POST', headers, JSON.stringify(body));
    const envelope = JSON.parse(answer.body.toString('utf8')) as { code: number; msg: string; data: T };
    if (envelope.code !== 200) throw new Error(`POST ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }
}

/**
 * Creates a site for each of `numbers` (`Fleet site <n> <mac>`) and binds it to a new
 * gateway MAC address (locally administered, `02:` then two bytes drawn for the run and
 * the number), as an operator does through the console's API; `bound` hears of each
 * gateway as soon as its site is bound, so that what was bound is kept even if a later
 * site fails.
 */
export async function bindFleetSites(
  url: string,
  account: AdminSignIn,
  numbers: number[],
  bound: (gateway: GatewayIdentity, number: number) => void,
): Promise<void> {
  const admin = new ConsoleAdmin(url);
  await admin.signIn(account);
  const run = randomBytes(2);
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const number = numbers[next];
      next += 1;
      const mac = fleetMac(run, number);
      const site = await admin.post<{ id: number }>('/api/sites', { name: `Fleet site ${number} ${mac}` });
      const binding = { mac, alias: `Fleet gateway ${number}` };
      const { credential } = await admin.post<{ credential: string }>(`/api/sites/${site.id}/bind`, binding);
      bound({ mac, credential, siteId: site.id }, number);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, numbers.length) }, worker));
}

/** `02:` (a locally administered address), the run's two bytes, then the gateway's number on three. */
function fleetMac(run: Buffer, number: number): string {
  const bytes = [2, run[0], run[1], (number >> 16) & 0xff, (number >> 8) & 0xff, number & 0xff];
  return bytes.map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
}
