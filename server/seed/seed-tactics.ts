import type { ResourceTables } from '../db/resource-tables';
import { ensureRow } from './ensure-row';

/**
 * The checks every uploaded face photo goes through, enabled out of the box (DOMAIN.md).
 * A row is data an admin may rename, so its name and description carry both languages.
 * `params` are the limits each check reads (server/features/tactics/tactic-rules.ts);
 * a limit missing from a row's params falls back to the one here.
 */
export const DEFAULT_TACTICS = [
  {
    code: 'min-resolution',
    name: 'Minimum resolution / 最低分辨率',
    description: 'At least minWidth × minHeight pixels / 照片不小于 minWidth × minHeight 像素',
    params: { minWidth: 480, minHeight: 480 },
  },
  {
    code: 'brightness',
    name: 'Brightness range / 亮度范围',
    description: 'Mean brightness (0–255) between min and max / 平均亮度（0–255）在 min 与 max 之间',
    params: { min: 40, max: 220 },
  },
  {
    code: 'sharpness',
    name: 'Sharpness / 清晰度',
    description:
      'Variance of the Laplacian at 640 px at least minVariance (not blurred) / 640 像素下拉普拉斯方差不低于 minVariance（不模糊）',
    params: { minVariance: 10 },
  },
  {
    code: 'file-size',
    name: 'File size / 文件大小',
    description: 'Between minBytes and maxBytes / 文件大小在 minBytes 与 maxBytes 之间',
    params: { minBytes: 20480, maxBytes: 5242880 },
  },
  {
    code: 'aspect-ratio',
    name: 'Aspect ratio / 宽高比',
    description: 'Width ÷ height between min and max / 宽 ÷ 高在 min 与 max 之间',
    params: { min: 0.5, max: 1.2 },
  },
  {
    code: 'single-face',
    name: 'Exactly one face / 单张人脸',
    description: 'One face found with a score of at least minScore / 恰好检测到一张置信度不低于 minScore 的人脸',
    params: { minScore: 0.5 },
  },
  {
    code: 'face-size',
    name: 'Face size / 人脸大小',
    description: "The face box's share of the photo between min and max / 人脸框占照片面积的比例在 min 与 max 之间",
    params: { min: 0.05, max: 0.8 },
  },
  {
    code: 'head-pose',
    name: 'Head pose / 头部姿态',
    description: 'Yaw, pitch and roll within maxYaw, maxPitch, maxRoll degrees / 偏航、俯仰、翻滚角不超过设定度数',
    params: { maxYaw: 30, maxPitch: 30, maxRoll: 30 },
  },
] as const;

/**
 * What earlier versions seeded, before the tactics were real checks: a row still
 * exactly so was never edited, and takes today's seed (a sharpness limit of 100 would
 * refuse every photo on the measure the check now uses).
 */
const EARLIER_SEEDS: Record<string, { name: string; description: string; params: Record<string, number> }> = {
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

/** Adds each default tactic whose code is missing; existing ones keep their settings unless still an earlier seed. */
export async function seedTactics(tables: ResourceTables): Promise<void> {
  const tactics = tables.of('auto-detect-tactic');
  for (const tactic of DEFAULT_TACTICS) {
    const { row, created } = await ensureRow(tactics, { code: tactic.code }, { ...tactic, enabled: true });
    const earlier = EARLIER_SEEDS[tactic.code];
    const untouched =
      earlier &&
      row.name === earlier.name &&
      row.description === earlier.description &&
      JSON.stringify(row.params) === JSON.stringify(earlier.params);
    if (!created && untouched) {
      const { name, description, params } = tactic;
      await tactics.touch(Number(row.id), { name, description, params });
    }
  }
}
