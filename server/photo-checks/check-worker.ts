import { parentPort } from 'node:worker_threads';
import { checkPhoto, type TacticSetting } from './photo-check';
import { PhotoUnreadable } from './photo-measures';

/** A job of the pool: check one photo file against the enabled tactics. */
export interface CheckJob {
  id: number;
  file: string;
  tactics: TacticSetting[];
}

/** The answer: a verdict, a photo that is not an image, or an unexpected failure. */
export type CheckAnswer =
  | { id: number; verdict: Awaited<ReturnType<typeof checkPhoto>> }
  | { id: number; unreadable: string }
  | { id: number; failure: string };

/** One thread of the check pool: photos in, verdicts out, one at a time (the face detector loads once here). */
parentPort?.on('message', async (job: CheckJob) => {
  let answer: CheckAnswer;
  try {
    answer = { id: job.id, verdict: await checkPhoto(job.file, job.tactics) };
  } catch (error) {
    answer =
      error instanceof PhotoUnreadable
        ? { id: job.id, unreadable: error.message }
        : { id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
