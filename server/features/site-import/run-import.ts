import type { FastifyBaseLogger } from 'fastify';
import type { ImportProgress } from '../../../contract/site-import';
import type { Principal } from '../../auth/principal';
import type { ImportContext } from './import-context';
import { type FaceToMake, makeFaces } from './import-faces';
import { ImportHistory } from './import-history';
import { FACE_CONCURRENCY, RESIDENT_BATCH } from './import-limits';
import { residentsOfSite } from './import-plan';
import { writeResidentBatch } from './import-residents';
import { type ImportPlan, progressAtStart, type RowOutcome } from './import-state';

/** Progress is written at most this often while faces are made (each write is a cache round trip). */
const PROGRESS_EVERY_MS = 250;

/**
 * Runs a previewed import in the background of this node: residents in batches
 * through the write path, then the faces of rows with photos, progress kept in the
 * shared store after each step, the per-row report at the end. Anything unexpected
 * ends it as `failed` with the rows written so far reported. The run is kept in the
 * import history (`site-import-run`) from its start, with its counts and failed rows
 * once it ends.
 */
export async function runImport(
  context: ImportContext,
  principal: Principal,
  plan: ImportPlan,
  log: FastifyBaseLogger,
): Promise<void> {
  const { states } = context;
  const now = () => new Date().toISOString();
  const progress: ImportProgress = { ...progressAtStart(plan, 'running'), startedAt: now() };
  const outcomes: RowOutcome[] = plan.refused.map((row) => ({
    row: row.row,
    personId: row.personId,
    outcome: 'refused',
    failures: row.failures,
  }));
  const history = new ImportHistory(context.services, context.columns, log);
  const runId = await history.started(plan, progress.startedAt ?? now());
  const save = async () => {
    progress.updatedAt = now();
    await states.saveProgress(plan.importId, progress);
    await history.beat(runId, progress);
  };
  await save();
  try {
    const faces = await writeResidents(context, principal, plan, progress, outcomes, save);
    let savedAt = Date.now();
    await makeFaces(context.services, principal, plan.siteId, faces, FACE_CONCURRENCY, async () => {
      progress.done += 1;
      if (Date.now() - savedAt >= PROGRESS_EVERY_MS) {
        savedAt = Date.now();
        await save();
      }
    });
    for (const { outcome } of faces) {
      const face = outcome.face?.outcome;
      if (face === 'created') progress.facesCreated += 1;
      else if (face === 'unchanged') progress.facesUnchanged += 1;
      else if (face === 'failed') progress.facesFailed += 1;
    }
    // Faces found already made count as done steps too.
    progress.done = progress.total;
    progress.state = 'done';
  } catch (error) {
    log.error({ err: error, importId: plan.importId }, 'site import failed');
    progress.state = 'failed';
    progress.error = error instanceof Error ? error.message : String(error);
  }
  progress.finishedAt = now();
  outcomes.sort((a, b) => a.row - b.row);
  // The history is complete before the progress says the import has ended.
  await history.ended(runId, plan, progress, outcomes);
  await states.saveReport(plan.importId, outcomes);
  await save();
}

async function writeResidents(
  context: ImportContext,
  principal: Principal,
  plan: ImportPlan,
  progress: ImportProgress,
  outcomes: RowOutcome[],
  save: () => Promise<void>,
): Promise<FaceToMake[]> {
  const existing = await residentsOfSite(context.services.tables, plan.siteId);
  const faces: FaceToMake[] = [];
  for (let start = 0; start < plan.residents.length; start += RESIDENT_BATCH) {
    const batch = plan.residents.slice(start, start + RESIDENT_BATCH);
    const written = await writeResidentBatch(context.services, principal, plan.siteId, batch, existing);
    written.forEach(({ outcome, residentId }, index) => {
      outcomes.push(outcome);
      if (outcome.outcome === 'created') progress.created += 1;
      else if (outcome.outcome === 'updated') progress.updated += 1;
      else if (outcome.outcome === 'unchanged') progress.unchanged += 1;
      else progress.refused += 1;
      const resident = batch[index];
      if (resident.photo?.face === 'create' && residentId !== undefined && outcome.outcome !== 'refused') {
        faces.push({ resident: { ...resident, photo: resident.photo }, residentId, outcome });
      }
    });
    progress.done += batch.length;
    await save();
  }
  // Rows refused now have no face to make: their steps are done.
  progress.total = plan.residents.length + faces.length;
  return faces;
}
