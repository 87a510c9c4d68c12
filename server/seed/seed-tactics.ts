import { EARLIER_SHIPPED_TEXTS, shippedText } from '../../contract/shipped-texts';
import type { ResourceTables } from '../db/resource-tables';
import { ensureRow } from './ensure-row';

/**
 * The checks every uploaded face photo goes through, enabled out of the box (docs/domain.md#sites-gateways-and-tactics).
 * The limits follow what face-recognition door panels ask of a registered photo, so that an
 * ordinary ID-photo-sized portrait (358 × 441, 15–30 KB) passes: docs/features/tactics.md says
 * where each value comes from.
 * A row is data an admin may rename: its name and description are stored in English and
 * shown in the reader's language while they are still the shipped ones.
 * `params` are the limits each check reads (server/photo-checks/tactic-rules.ts);
 * a limit missing from a row's params falls back to the one here.
 */
const TACTIC_LIMITS = [
  {
    code: 'min-resolution',
    params: { minWidth: 300, minHeight: 300 },
  },
  {
    code: 'brightness',
    params: { min: 40, max: 220 },
  },
  {
    code: 'sharpness',
    params: { minVariance: 10 },
  },
  {
    code: 'file-size',
    params: { minBytes: 4096, maxBytes: 5242880 },
  },
  {
    code: 'aspect-ratio',
    params: { min: 0.5, max: 1.2 },
  },
  {
    code: 'single-face',
    params: { minScore: 0.5 },
  },
  {
    code: 'face-size',
    params: { min: 0.05, max: 0.8 },
  },
  {
    code: 'head-pose',
    params: { maxYaw: 30, maxPitch: 30, maxRoll: 30 },
  },
] as const;

/** The default tactics with their shipped name and description (contract/shipped-texts.ts). */
export const DEFAULT_TACTICS = TACTIC_LIMITS.map((tactic) => ({
  ...tactic,
  name: shippedText(`tactic.${tactic.code}.name`),
  description: shippedText(`tactic.${tactic.code}.description`),
}));

type SeededRow = { name: string; description: string; params: Record<string, unknown> };
type TacticCode = (typeof TACTIC_LIMITS)[number]['code'];

/** Limits earlier versions shipped, since changed: 480 × 480 and 20 KB refused ordinary ID photos. */
const EARLIER_LIMITS: Partial<Record<TacticCode, Record<string, number>[]>> = {
  'min-resolution': [{ minWidth: 480, minHeight: 480 }],
  'file-size': [{ minBytes: 20480, maxBytes: 5242880 }],
};

/** The description an earlier version stored for a tactic, naming its limits by code. */
function earlierDescriptionOf(code: TacticCode): string {
  const found = Object.entries(EARLIER_SHIPPED_TEXTS).find(([, key]) => key === `tactic.${code}.description`);
  if (!found) throw new Error(`No earlier description of tactic ${code}`);
  return found[0];
}

/** The rows the versions with today's names seeded: the earlier description, with today's or earlier limits. */
const seededWithEarlierTexts = (tactic: (typeof TACTIC_LIMITS)[number]): SeededRow[] =>
  [tactic.params, ...(EARLIER_LIMITS[tactic.code] ?? [])].map((params) => ({
    name: shippedText(`tactic.${tactic.code}.name`),
    description: earlierDescriptionOf(tactic.code),
    params,
  }));

/**
 * What earlier versions seeded: a row still exactly so was never edited, and takes
 * today's seed. The first tactics were not real checks (a sharpness limit of 100 would
 * refuse every photo on the measure the check now uses); later ones named their limits
 * by code in their descriptions and asked 480 × 480 and 20 KB.
 */
const FIRST_SEEDS: Record<string, SeededRow> = {
  'min-resolution': {
    name: 'Minimum resolution',
    description: 'The photo is at least 480 × 480 pixels',
    params: { minWidth: 480, minHeight: 480 },
  },
  brightness: {
    name: 'Brightness range',
    description: 'The average brightness is neither too dark nor washed out',
    params: { min: 40, max: 220 },
  },
  sharpness: { name: 'Sharpness', description: 'The photo is not blurred', params: { minVariance: 100 } },
  'file-size': {
    name: 'File size',
    description: 'The file is between 20 KB and 5 MB',
    params: { minBytes: 20480, maxBytes: 5242880 },
  },
  'aspect-ratio': {
    name: 'Aspect ratio',
    description: 'The photo is roughly portrait or square',
    params: { min: 0.5, max: 1.2 },
  },
};

const EARLIER_SEEDS: Record<string, SeededRow[]> = Object.fromEntries(
  TACTIC_LIMITS.map((tactic) => [
    tactic.code,
    [...(FIRST_SEEDS[tactic.code] ? [FIRST_SEEDS[tactic.code]] : []), ...seededWithEarlierTexts(tactic)],
  ]),
);

const sameRow = (row: Record<string, unknown>, seeded: SeededRow) =>
  row.name === seeded.name &&
  row.description === seeded.description &&
  JSON.stringify(row.params) === JSON.stringify(seeded.params);

/** Adds each default tactic whose code is missing; existing ones keep their settings unless still an earlier seed. */
export async function seedTactics(tables: ResourceTables): Promise<void> {
  const tactics = tables.of('auto-detect-tactic');
  for (const tactic of DEFAULT_TACTICS) {
    const { row, created } = await ensureRow(tactics, { code: tactic.code }, { ...tactic, enabled: true });
    const untouched = (EARLIER_SEEDS[tactic.code] ?? []).some((earlier) => sameRow(row, earlier));
    if (!created && untouched) {
      const { name, description, params } = tactic;
      await tactics.touch(Number(row.id), { name, description, params });
    }
  }
}
