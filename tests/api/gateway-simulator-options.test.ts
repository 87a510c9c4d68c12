import { describe, expect, it } from 'vitest';
import { isGatewayFailureReason } from '../../server/features/gateways/failure-reasons';
import { drawOutcome, seededRandom } from '../../simulator/draws';
import { readCommand, readOptions } from '../../simulator/options';

const REQUIRED = ['--url', 'http://localhost:8080/', '--mac', '01:23:45:67:89:AB', '--credential', 'c'];

describe('gateway simulator: options and draws', () => {
  it('reads its options with their defaults, and names every bad one', () => {
    expect(readOptions([...REQUIRED, '--seed', '5'])).toEqual({
      url: 'http://localhost:8080',
      mac: '01:23:45:67:89:AB',
      credential: 'c',
      transport: 'channel',
      delayMs: 3000,
      failShare: 0,
      panels: 2,
      pollMs: undefined,
      seed: 5,
    });
    expect(
      readOptions([...REQUIRED, '--http', '--delay', '10', '--fail-share', '0.25', '--panels', '4', '--poll', '500']),
    ).toMatchObject({ transport: 'http', delayMs: 10, failShare: 0.25, panels: 4, pollMs: 500 });
    expect(() => readOptions([...REQUIRED, '--poll', '500'])).toThrow(/--poll goes with --http/);
    const problems = () => readOptions(['--url', 'localhost', '--mac', 'nope', '--fail-share', '2']);
    expect(problems).toThrow(
      /--url must be[\s\S]*--mac must be[\s\S]*--credential is required[\s\S]*--fail-share must be/,
    );
    expect(() => readOptions([...REQUIRED, '--colour', 'red'])).toThrow(/colour/);
  });

  it('takes a credential that starts with a dash (base64url: one in 64 does), written either way', () => {
    const credential = '-Xq3vF0_k2nTt8sYwZ1bA9cD4eG7hJ6lM5oP8rS2uV0';
    const line = ['--url', 'http://localhost:8080', '--mac', '01:23:45:67:89:AB'];
    expect(readOptions([...line, '--credential', credential]).credential).toBe(credential);
    expect(readOptions([...line, `--credential=${credential}`]).credential).toBe(credential);
    expect(readOptions([...line, '--credential', credential, '--seed', '7']).seed).toBe(7);
  });

  it('reads a fleet: its gateways from a credentials file or bound by an admin, its ramp; names what is missing', () => {
    const url = ['--url', 'http://localhost:8080'];
    expect(readCommand([...url, '--fleet', '50', '--credentials', 'fleet.json'])).toEqual({
      fleet: true,
      options: expect.objectContaining({
        size: 50,
        credentialsFile: 'fleet.json',
        admin: undefined,
        rampPerSecond: 200,
        statusSeconds: 5,
        transport: 'channel',
      }),
    });
    const admin = readCommand([
      ...url,
      '--fleet',
      '5',
      '--admin',
      'admin',
      '--password',
      'pw',
      '--ramp',
      '20',
      '--http',
    ]);
    expect(admin.options).toMatchObject({
      admin: { accountName: 'admin', password: 'pw' },
      rampPerSecond: 20,
      transport: 'http',
    });
    expect(readCommand([...url, '--fleet', '5', '--token', 't']).options).toMatchObject({ admin: { token: 't' } });
    expect(() => readCommand([...url, '--fleet', '5'])).toThrow(/a fleet needs --credentials/);
    expect(() => readCommand([...url, '--fleet', '5', '--admin', 'admin'])).toThrow(
      /--admin and --password go together/,
    );
    expect(() => readCommand([...url, '--fleet', '0', '--credentials', 'f', '--mac', '01:23:45:67:89:AB'])).toThrow(
      /--fleet must be a number[\s\S]*--mac and --credential are one gateway's/,
    );
    expect(() => readOptions([...REQUIRED, '--credentials', 'fleet.json'])).toThrow(/--credentials goes with --fleet/);
  });

  it('fails the configured share of faces, the same ones for the same seed, with reasons the console takes', () => {
    const draw = (seed: number, share: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => drawOutcome(random, share));
    };
    expect(draw(1, 0).every((outcome) => outcome.ok)).toBe(true);
    const all = draw(1, 1);
    expect(all.every((outcome) => !outcome.ok)).toBe(true);
    for (const outcome of all)
      if (!outcome.ok) expect(isGatewayFailureReason(outcome.reason), outcome.reason).toBe(true);
    expect(new Set(all.map((outcome) => (outcome.ok ? 'ok' : outcome.reason.split(':')[0]))).size).toBe(4);
    const some = draw(42, 0.3);
    expect(draw(42, 0.3)).toEqual(some);
    const failed = some.filter((outcome) => !outcome.ok).length;
    expect(failed).toBeGreaterThan(30);
    expect(failed).toBeLessThan(90);
  });
});
