import ExcelJS from 'exceljs';
import { type Zippable, zipSync } from 'fflate';
import type { Envelope } from '../../contract/envelope';
import type { ImportPreview, ImportProgress } from '../../contract/site-import';
import { singleFacePhoto } from './face-photos';
import type { TestServer } from './test-server';

/**
 * Files for the site import: filled sheets, photo archives (zip bombs among them),
 * real face photos, and the multipart
 * form the browser sends.
 */

/** The English headers of the template, in its order. */
export const ENGLISH_HEADERS = [
  'First name',
  'Last name',
  'Person id',
  'Country code',
  'Phone',
  'Ipercom 1',
  'Ipercom 2',
  'Topology',
  'Photo file',
];
/** The Chinese headers of the template, in its order. */
export const CHINESE_HEADERS = [
  '名',
  '姓',
  '人员 ID',
  '国家区号',
  '电话',
  'Ipercom 1',
  'Ipercom 2',
  '拓扑位置',
  '照片文件',
];
const FIELDS = [
  'firstName',
  'lastName',
  'personId',
  'countryCode',
  'phone',
  'doorCode',
  'sharingCode',
  'topology',
  'photo',
];

export type SheetRow = Partial<Record<(typeof FIELDS)[number], string>>;

/** An .xlsx of residents under `headers` (English by default), each row's cells by field name. */
export async function residentSheet(
  rows: readonly SheetRow[],
  headers: readonly string[] = ENGLISH_HEADERS,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Residents');
  sheet.addRow([...headers]);
  const fields = headers.map(
    (header) => FIELDS[ENGLISH_HEADERS.indexOf(header)] ?? FIELDS[CHINESE_HEADERS.indexOf(header)] ?? header,
  );
  for (const row of rows) sheet.addRow(fields.map((field) => row[field] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet of many generated residents, streamed to keep a 100,000-row sheet cheap to make. */
export async function generatedSheet(count: number, personIdPrefix = 'G'): Promise<Buffer> {
  const rows = Array.from({ length: count }, (_, index) => ({
    firstName: `First${index}`,
    lastName: `Last${index}`,
    personId: `${personIdPrefix}${index}`,
  }));
  return residentSheet(rows, ENGLISH_HEADERS.slice(0, 3));
}

/** A zip of the given entries (deflated). */
export function zipOf(entries: Record<string, Buffer | string>): Buffer {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    files[name] = typeof content === 'string' ? Buffer.from(content) : content;
  }
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** One photo entry that inflates to `megabytes` of zeros: past the per-photo cap at once. */
export function bombOfOneEntry(name: string, megabytes = 64): Buffer {
  return Buffer.from(zipSync({ [name]: [new Uint8Array(megabytes * 1024 * 1024), { level: 9 }] }));
}

/** Many small-looking entries of zeros: each under the per-photo cap, together a thousandfold their size. */
export function bombOfManyEntries(names: readonly string[], megabytesEach = 5): Buffer {
  const zeros = new Uint8Array(megabytesEach * 1024 * 1024);
  const files: Zippable = {};
  for (const name of names) files[name] = [zeros, { level: 9 }];
  return Buffer.from(zipSync(files));
}

/**
 * A real face photo that passes the default tactics (face-photos.ts), as a JPEG;
 * `variant` writes a comment segment into it, so two variants are different files
 * of the same picture.
 */
export async function facePhoto(variant = 0): Promise<Buffer> {
  const photo = await singleFacePhoto();
  if (variant === 0) return photo;
  const text = Buffer.from(`variant ${variant}`);
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), comment, text, photo.subarray(2)]);
}

export interface ImportForm {
  siteId?: string | number;
  sheet?: Buffer;
  sheetName?: string;
  photos?: Buffer;
  photosName?: string;
}

/** The multipart body the import page sends: siteId, then the sheet and the photos. */
export function importFormBody(form: ImportForm): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----site-import-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const head = (disposition: string, type?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    );
  if (form.siteId !== undefined)
    parts.push(head('name="siteId"'), Buffer.from(String(form.siteId)), Buffer.from('\r\n'));
  if (form.sheet) {
    parts.push(
      head(`name="sheet"; filename="${form.sheetName ?? 'residents.xlsx'}"`, 'application/octet-stream'),
      form.sheet,
      Buffer.from('\r\n'),
    );
  }
  if (form.photos) {
    parts.push(
      head(`name="photos"; filename="${form.photosName ?? 'photos.zip'}"`, 'application/zip'),
      form.photos,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/site-import/preview as the browser sends it. */
export async function postPreview(
  server: Pick<TestServer, 'app'>,
  token: string,
  form: ImportForm,
): Promise<{ status: number; body: Envelope<ImportPreview> }> {
  const { payload, headers } = importFormBody(form);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/site-import/preview',
    payload,
    headers: { ...headers, token },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Starts a previewed import and waits for it to end, polling its progress as the page does. */
export async function runToEnd(
  server: Pick<TestServer, 'app'>,
  token: string,
  importId: string,
): Promise<ImportProgress> {
  const started = await server.app.inject({
    method: 'POST',
    url: `/api/site-import/${importId}/run`,
    headers: { token },
  });
  if (started.statusCode !== 200) throw new Error(`run refused: ${started.body}`);
  for (;;) {
    const answer = await server.app.inject({ method: 'GET', url: `/api/site-import/${importId}`, headers: { token } });
    const progress = (answer.json() as Envelope<ImportProgress>).data;
    if (progress.state === 'done' || progress.state === 'failed') return progress;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An .xlsx answer read back: the first sheet's rows as text cells. */
export async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}
