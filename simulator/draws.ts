import { GATEWAY_FAILURE_REASONS } from '../server/features/gateways/failure-reasons';

/** A repeatable stream of numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** What the door panels make of a photo they could download: the reasons a panel itself gives. */
const PANEL_REASONS = GATEWAY_FAILURE_REASONS.filter((reason) => reason !== 'photo-download-failed');

/**
 * Whether a door panel fails a face (for `share` of them) and, when it does, a
 * realistic reason with what the panel measured.
 */
export function drawOutcome(random: () => number, share: number): { ok: true } | { ok: false; reason: string } {
  if (!(random() < share)) return { ok: true };
  const code = PANEL_REASONS[Math.floor(random() * PANEL_REASONS.length)];
  const measure = random();
  const details: Record<(typeof PANEL_REASONS)[number], string | undefined> = {
    'panel-no-face': undefined,
    'panel-poor-quality': `blur ${(0.31 + measure * 0.5).toFixed(2)} > 0.30`,
    'panel-storage-full': `${3000 + Math.floor(measure * 7) * 1000} of ${3000 + Math.floor(measure * 7) * 1000} templates`,
    'duplicate-person': `matches an enrolled person at ${(0.9 + measure * 0.09).toFixed(2)}`,
  };
  const detail = details[code];
  return { ok: false, reason: detail ? `${code}: ${detail}` : code };
}
