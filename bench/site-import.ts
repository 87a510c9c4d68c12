import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { type Zippable, zipSync } from 'fflate';
import { singleFacePhoto } from '../tests/support/face-photos';
import { onFreshDatabases, runMain } from './fresh-databases';

/**
 * Site import end to end over HTTP, as the page does it: the preview (multipart
 * upload, sheet read, rows checked, photos judged and kept) and the run in the
 * background until its progress says done. 10,000 residents without photos, then
 * 1,000 with a real face photo each (faces made through the face write path, so the
 * tactics run on every photo). Data from a generator; SQLite on a fresh file and,
 * with a PostgreSQL URL, a scratch schema. Prints; asserts nothing.
 */

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PHOTO_ROWS = Number(process.env.BENCH_IMPORT_PHOTOS ?? 1_000);
const PASSWORD = 'Bench#Import1';

type Envelope<T> = { code: number; msg: string; data: T };

/** Residents as an admin fills the template: every column, person ids unique. */
async function generatedSheet(count: number, prefix: string): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Residents');
  sheet.addRow(['First name', 'Last name', 'Person id', 'Phone', 'Ipercom 1', 'Ipercom 2', 'Topology']);
  for (let index = 0; index < count; index++) {
    const phone = `138${String(index).padStart(8, '0')}`;
    sheet.addRow([
      `First ${index}`,
      `Last ${index}`,
      `${prefix}${index}`,
      phone,
      `${1000 + index}`,
      `S${index}`,
      `B${index % 20}-F${index % 30}`,
    ]);
  }
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

/** One photo per person id, each a different file of the same real face (a JPEG comment makes the difference). */
async function generatedPhotos(count: number, prefix: string): Promise<Blob> {
  const photo = await singleFacePhoto();
  const files: Zippable = {};
  for (let index = 0; index < count; index++) {
    const text = Buffer.from(`resident ${index}`);
    const comment = Buffer.from([0xff, 0xfe, 0, text.length + 2]);
    files[`${prefix}${index}.jpg`] = [
      Buffer.concat([photo.subarray(0, 2), comment, text, photo.subarray(2)]),
      { level: 0 },
    ];
  }
  return new Blob([zipSync(files)]);
}

async function benchmark({ label, address }: { label: string; address: string }): Promise<void> {
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: { token, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  token = (await call<{ token: string }>('POST', '/account/web/login', { accountName: 'admin', password: PASSWORD }))
    .token;

  const importOnce = async (name: string, count: number, withPhotos: boolean) => {
    const prefix = withPhotos ? 'F' : 'R';
    const site = await call<{ id: number }>('POST', '/api/sites', { name });
    const form = new FormData();
    form.append('siteId', String(site.id));
    form.append('sheet', await generatedSheet(count, prefix), 'residents.xlsx');
    if (withPhotos) form.append('photos', await generatedPhotos(count, prefix), 'photos.zip');
    const started = performance.now();
    const preview = await call<{ importId: string; create: number; refusedRows: number }>(
      'POST',
      '/api/site-import/preview',
      form,
    );
    const previewed = performance.now();
    await call('POST', `/api/site-import/${preview.importId}/run`);
    let progress: { state: string; created: number; facesCreated: number; facesFailed: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 25));
      progress = await call('GET', `/api/site-import/${preview.importId}`);
    } while (progress.state === 'running');
    const ended = performance.now();
    if (progress.state !== 'done' || preview.refusedRows > 0) throw new Error(`import ${progress.state}`);
    return { preview: previewed - started, run: ended - previewed, total: ended - started, progress };
  };

  const rows = await importOnce('Bench rows', ROWS, false);
  console.log(
    `${label}: ${ROWS.toLocaleString('en')} residents (rows only): ${(rows.total / 1000).toFixed(2)} s ` +
      `(preview ${(rows.preview / 1000).toFixed(2)} s, run ${(rows.run / 1000).toFixed(2)} s), ` +
      `${Math.round((ROWS * 1000) / rows.total).toLocaleString('en')} rows/s`,
  );
  const photos = await importOnce('Bench photos', PHOTO_ROWS, true);
  console.log(
    `${label}: ${PHOTO_ROWS.toLocaleString('en')} residents with photos: ${(photos.total / 1000).toFixed(2)} s ` +
      `(preview ${(photos.preview / 1000).toFixed(2)} s, run ${(photos.run / 1000).toFixed(2)} s), ` +
      `${((PHOTO_ROWS * 1000) / photos.total).toFixed(1)} photos/s; faces made ${photos.progress.facesCreated}, failed ${photos.progress.facesFailed}`,
  );
}

runMain(() => onFreshDatabases('import', PASSWORD, benchmark));
