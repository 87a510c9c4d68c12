import type { ResourceTables } from '../db/resource-tables';
import { ensureRow } from './ensure-row';

/** The checks every uploaded face photo goes through, enabled out of the box (DOMAIN.md). */
export const DEFAULT_TACTICS = [
  {
    code: 'min-resolution',
    name: 'Minimum resolution',
    description: 'The photo is at least 480 × 480 pixels',
    params: { minWidth: 480, minHeight: 480 },
  },
  {
    code: 'brightness',
    name: 'Brightness range',
    description: 'The average brightness is neither too dark nor washed out',
    params: { min: 40, max: 220 },
  },
  {
    code: 'sharpness',
    name: 'Sharpness',
    description: 'The photo is not blurred',
    params: { minVariance: 100 },
  },
  {
    code: 'file-size',
    name: 'File size',
    description: 'The file is between 20 KB and 5 MB',
    params: { minBytes: 20480, maxBytes: 5242880 },
  },
  {
    code: 'aspect-ratio',
    name: 'Aspect ratio',
    description: 'The photo is roughly portrait or square',
    params: { min: 0.5, max: 1.2 },
  },
] as const;

/** Adds each default tactic whose code is missing; existing ones keep their settings. */
export async function seedTactics(tables: ResourceTables): Promise<void> {
  const tactics = tables.of('auto-detect-tactic');
  for (const tactic of DEFAULT_TACTICS) await ensureRow(tactics, { code: tactic.code }, { ...tactic, enabled: true });
}
