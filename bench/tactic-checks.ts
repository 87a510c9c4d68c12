import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PhotoCheckPool } from '../server/photo-checks/check-pool';
import { checkThreadCount } from '../server/photo-checks/check-settings';
import type { TacticSetting } from '../server/photo-checks/photo-check';
import { DEFAULT_TACTICS } from '../server/seed/seed-tactics';
import * as photos from '../tests/support/face-photos';

/**
 * How many face photos per second the auto-detect tactics judge on this machine,
 * every tactic on, on the pool of threads the server uses (TACTIC_WORKERS, default
 * one per core up to four). Two sets: clear single-face photos, which run every check
 * including the face detector (the worst case), and a mix in which a fifth fail early.
 * Prints figures; asserts nothing. BENCH_PHOTOS sets the photos per set (default 200).
 */
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 200);
const TACTICS: TacticSetting[] = DEFAULT_TACTICS.map(({ code, params }) => ({ code, params: { ...params } }));

async function writePhotos(folder: string): Promise<Record<string, string>> {
  const built: Record<string, Buffer> = {
    single: await photos.singleFacePhoto(),
    group: await photos.groupPhoto(),
    blurred: await photos.blurredPhoto(),
    tiny: await photos.tinyPhoto(),
    tilted: await photos.tiltedPhoto(),
  };
  return Object.fromEntries(
    Object.entries(built).map(([name, bytes]) => {
      const file = path.join(folder, `${name}.jpg`);
      fs.writeFileSync(file, bytes);
      return [name, file];
    }),
  );
}

async function measure(pool: PhotoCheckPool, files: string[]) {
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    files.map(async (file) => {
      const at = performance.now();
      await pool.check(file, TACTICS);
      durations.push(performance.now() - at);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: files.length / seconds, seconds };
}

async function main(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tactics-'));
  const size = checkThreadCount();
  const pool = new PhotoCheckPool(size);
  try {
    const files = await writePhotos(folder);
    // Warm-up: every thread loads its face detector once.
    await Promise.all(Array.from({ length: size * 2 }, () => pool.check(files.single, TACTICS)));
    const single = Array.from({ length: PHOTOS }, () => files.single);
    const mixed = Array.from({ length: PHOTOS }, (_, index) =>
      index % 5 === 4 ? [files.group, files.blurred, files.tiny, files.tilted][index % 4] : files.single,
    );
    console.log(`Tactic checks, ${TACTICS.length} tactics on, ${size} threads, ${os.availableParallelism()} cores`);
    for (const [name, set] of [
      ['clear single-face photos (every check)', single],
      ['mix, one in five failing early', mixed],
    ] as const) {
      const { perSecond, seconds } = await measure(pool, set);
      console.log(`  ${name}: ${PHOTOS} photos in ${seconds.toFixed(1)} s, ${perSecond.toFixed(1)} photos/s`);
    }
  } finally {
    await pool.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

await main();
