import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Code } from '../../../contract/errors';
import type { ImportPreview } from '../../../contract/site-import';
import { uploadUrlOf } from '../../../contract/uploads';
import type { Principal } from '../../auth/principal';
import { recordFileOwner } from '../../files/file-owners';
import { ApiError } from '../../http/api-error';
import { matchHeaders } from './import-columns';
import type { ImportContext } from './import-context';
import { importFilesOf } from './import-files';
import {
  type ExtractedPhoto,
  type ExtractedPhotos,
  extractPhotos,
  judgePhoto,
  type PhotoVerdict,
  photoKeyOf,
} from './import-photos';
import { faceKey, facesOfKeys, type PlannedResident, residentAction, residentsOfSite } from './import-plan';
import { type ImportPlan, progressAtStart } from './import-state';
import { type ImportParts, removeScratch } from './receive-import-parts';
import { type RefusedRow, type SheetResident, validateRows } from './row-validation';
import { readSheet } from './sheet-reading';
import { siteOfImport } from './site-of-import';

/** Photos judged at once: each is a small decode in sharp's thread pool. */
const PHOTO_CHECKS_AT_ONCE = 4;
const UNMATCHED_SHOWN = 100;

/**
 * Reads the files of a preview and says what the import would do, writing no row:
 * the site first (6021, 6084, 6059), then the sheet (type, caps, headers), each row
 * by the form's rules, the photos matched to rows and judged, and each row against
 * the site's residents. Only then are the photos of new faces kept in the store
 * (under names made from their content, import-photos.ts) and recorded as the
 * importing account's, so a refused request keeps nothing; the plan is remembered
 * for the run.
 */
export async function previewImport(
  context: ImportContext,
  principal: Principal,
  parts: ImportParts,
): Promise<ImportPreview> {
  const extracted: ExtractedPhoto[] = [];
  try {
    const site = await siteOfImport(context.services, principal, parts.siteId);
    const siteId = Number(site.id);
    const files = await importFilesOf(parts, context.store, context.limits);
    const sheet = await readSheet(files.sheet.file, files.sheet.size, context.limits);
    const positions = matchHeaders(sheet.headers, context.columns);
    const missing = context.columns.filter((column) => column.required && !positions.has(column.name));
    if (missing.length > 0) {
      throw new ApiError(
        Code.BAD_REQUEST,
        `the sheet lacks the columns ${missing.map((column) => column.label.en).join(', ')}; start from the template`,
        { field: 'sheet', rule: 'headers', missing: missing.map((column) => column.name) },
      );
    }
    const { residents, refused } = validateRows(context.resident, siteId, sheet, positions);
    const found = await extractPhotos(
      files.photos,
      residents,
      refused,
      context.store,
      context.limits,
      context.uploads.maxBytes.image,
    );
    extracted.push(...found.photos.values());
    const verdicts = await judgeAll(found.photos, context.uploads.maxImagePixels);
    const existing = await residentsOfSite(context.services.tables, siteId);

    const planned: PlannedResident[] = [];
    const kept: { photo: ExtractedPhoto; key: string }[] = [];
    for (const resident of residents) {
      const verdict = verdicts.get(resident.row);
      const failure =
        found.missing.get(resident.row) ?? (verdict && 'failure' in verdict ? verdict.failure : undefined);
      if (failure) {
        refused.push(refusedRow(resident, failure));
        continue;
      }
      const action = residentAction(existing.get(resident.personId), resident.values);
      if (!verdict || !('photo' in verdict)) {
        planned.push({ ...resident, action });
        continue;
      }
      const key = photoKeyOf(siteId, resident.personId, verdict.photo, verdict.type);
      planned.push({
        ...resident,
        action,
        photo: { key, url: uploadUrlOf(key), entry: verdict.photo.entry, face: 'create' },
      });
      kept.push({ photo: verdict.photo, key });
    }
    await markExistingFaces(context, siteId, planned, existing);
    for (const { photo, key } of kept) {
      const needed = planned.some((resident) => resident.photo?.key === key && resident.photo.face === 'create');
      if (!needed) continue;
      if (!(await context.store.exists(key))) await context.store.keep(photo.scratchFile, key);
      await recordFileOwner(context.services.tables, key, principal.adminId);
    }
    refused.sort((a, b) => a.row - b.row);

    const plan: ImportPlan = {
      importId: randomBytes(16).toString('hex'),
      adminId: principal.adminId,
      siteId,
      siteName: String(site.name),
      createdAt: new Date().toISOString(),
      columns: context.columns.filter((column) => positions.has(column.name)).map((column) => column.name),
      residents: planned,
      refused,
    };
    await context.states.savePlan(plan, progressAtStart(plan, 'previewed'));
    return answerOf(plan, sheet.rows.length, found);
  } finally {
    await Promise.all(extracted.map((photo) => rm(photo.scratchFile, { force: true })));
    await removeScratch(parts);
  }
}

async function judgeAll(photos: Map<number, ExtractedPhoto>, maxPixels: number): Promise<Map<number, PhotoVerdict>> {
  const verdicts = new Map<number, PhotoVerdict>();
  const queue = [...photos];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      verdicts.set(next[0], await judgePhoto(next[1], maxPixels));
  };
  await Promise.all(Array.from({ length: PHOTO_CHECKS_AT_ONCE }, worker));
  return verdicts;
}

/** A photo already a face of its resident (the same file imported before) makes no new face. */
async function markExistingFaces(
  context: ImportContext,
  siteId: number,
  planned: PlannedResident[],
  existing: Map<string, { id?: unknown }>,
): Promise<void> {
  const keys = planned.flatMap((resident) => (resident.photo ? [resident.photo.key] : []));
  if (keys.length === 0) return;
  const faces = await facesOfKeys(context.services.tables, siteId, keys);
  for (const resident of planned) {
    const id = Number(existing.get(resident.personId)?.id);
    if (resident.photo && faces.has(faceKey(id, resident.photo.key))) resident.photo.face = 'unchanged';
  }
}

function refusedRow(resident: SheetResident, failure: RefusedRow['failures'][number]): RefusedRow {
  const cells: Record<string, string> = {};
  for (const [name, value] of Object.entries(resident.values)) cells[name] = value ?? '';
  if (resident.photoName) cells.photo = resident.photoName;
  return { row: resident.row, personId: resident.personId, cells, failures: [failure] };
}

function answerOf(plan: ImportPlan, rows: number, found: ExtractedPhotos): ImportPreview {
  const count = (action: string) => plan.residents.filter((resident) => resident.action === action).length;
  const faces = (face: string) => plan.residents.filter((resident) => resident.photo?.face === face).length;
  return {
    importId: plan.importId,
    siteId: plan.siteId,
    siteName: plan.siteName,
    rows,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    refused: plan.refused.flatMap((row) =>
      row.failures.map((failure) => ({
        row: row.row,
        personId: row.personId,
        field: failure.field,
        code: failure.code,
        rule: failure.rule,
        msg: failure.detail ?? '',
        ...(failure.args ? { args: failure.args } : {}),
      })),
    ),
    refusedRows: plan.refused.length,
    faces: { create: faces('create'), unchanged: faces('unchanged') },
    unmatchedPhotos: found.unmatched.slice(0, UNMATCHED_SHOWN),
    photosOfRefusedRows: found.ofRefusedRows.slice(0, UNMATCHED_SHOWN),
  };
}
