import { performance } from 'node:perf_hooks';
import { loadPrincipal } from '../server/auth/principal';
import { adminReader, PhotoReadLog } from '../server/photo-reads';
import { multipartBody, pngImage } from '../tests/support/upload-files';
import { onFreshDatabases, runMain } from './fresh-databases';
import { describeLatency } from './latency';

/**
 * What recording who saw a face photo costs a page of thumbnails: 20 face photos fetched at
 * once over HTTP, as a face list of 20 rows does, in rounds. A new page view each round (20
 * reads recorded, written in one or two batches the requests wait for), the same view again
 * (every read already counted: one cache increment each, no write), and 20 previews (20 reads,
 * never deduplicated). Then the log alone: 20 reads recorded at once (batched) against 20
 * single-row inserts at once, the writes the batching saves. Prints the page's wall time.
 */

const PASSWORD = 'Bench#2024pw';
const PHOTOS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

runMain(async () => {
  await onFreshDatabases('photo_reads', PASSWORD, async ({ label, app, address }) => {
    const login = await app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'admin', password: PASSWORD },
    });
    const token = String(login.json().data.token);
    const site = await app.services.of('site').systemCreate({ name: 'Bench site' });
    const faces: number[] = [];
    for (let index = 0; index < PHOTOS; index++) {
      const resident = await app.services
        .of('resident')
        .systemCreate({ siteId: site.id, firstName: 'Bench', lastName: `Reader ${index}` });
      const { payload, headers } = multipartBody(pngImage(160, 160, index), 'face.png');
      const upload = await app.inject({
        method: 'POST',
        url: '/upload/image',
        payload,
        headers: { ...headers, token },
      });
      const face = await app.services.of('face').systemCreate({
        faceUrl: String(upload.json().data.url),
        residentId: resident.id,
        siteId: site.id,
        status: 'register_failed',
      });
      faces.push(face.id);
    }

    const pageOf = async (query: string) => {
      const started = performance.now();
      await Promise.all(
        faces.map(async (id) => {
          const answer = await fetch(`${address}/api/faces/${id}/photo${query}`, { headers: { token } });
          if (!answer.ok) throw new Error(`photo ${id}: HTTP ${answer.status}`);
          await answer.arrayBuffer();
        }),
      );
      return performance.now() - started;
    };
    const reads = app.backend.tables.of('face-photo-read');
    const counted = async () =>
      Number(
        (
          await reads.db
            .selectFrom(reads.table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The three ways in turn each round, so that the machine's other work weighs on each alike.
    const ways = [
      { name: 'a new page view each round', query: (round: number) => `?view=bench-view-${round}-xxxxxxxx` },
      { name: 'the same page view again', query: () => '?view=bench-view-warm-xxxxxxxx' },
      { name: 'as previews', query: () => '' },
    ].map((way) => ({ ...way, samples: [] as number[], written: 0 }));
    await pageOf('?view=bench-view-warm-xxxxxxxx');
    for (let round = 0; round < ROUNDS; round++) {
      for (const way of ways) {
        const before = await counted();
        way.samples.push(await pageOf(way.query(round)));
        way.written += (await counted()) - before;
      }
    }
    for (const way of ways) {
      process.stdout.write(
        `${label}, ${PHOTOS} thumbnails at once, ${way.name}: page ${describeLatency(way.samples)}; reads written ${way.written}\n`,
      );
    }

    // The log alone: batched, against one insert per read.
    const admin = await app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
    const principal = await loadPrincipal(app.backend.tables, Number(admin?.id));
    if (!principal) throw new Error('no principal');
    const reader = adminReader(principal);
    const log = new PhotoReadLog(app.backend.tables, app.backend.cache, 'bench-photo-reads');
    const batched: number[] = [];
    const single: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      await Promise.all(faces.map((id) => log.record(reader, 'preview', [{ id }])));
      batched.push(performance.now() - started);
      started = performance.now();
      await Promise.all(
        faces.map((id) =>
          reads.insertMany([
            {
              faceId: id,
              readerKind: 'admin',
              adminId: reader.kind === 'admin' ? reader.adminId : null,
              via: 'preview',
              at: new Date().toISOString(),
            },
          ]),
        ),
      );
      single.push(performance.now() - started);
    }
    process.stdout.write(`${label}, ${PHOTOS} reads recorded at once, batched: ${describeLatency(batched)}\n`);
    process.stdout.write(`${label}, ${PHOTOS} reads as ${PHOTOS} inserts at once: ${describeLatency(single)}\n`);
  });
});
