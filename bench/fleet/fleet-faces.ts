import { performance } from 'node:perf_hooks';
import { singleFacePhoto } from '../../tests/support/face-photos';
import type { AdminClient } from './admin-client';

/** A face the bench made: its id, site, and when its creation was sent (performance.now()). */
export interface MadeFace {
  faceId: number;
  siteId: number;
  sentAt: number;
}

let people = 0;

/** A resident waiting for a face: its id and site. */
export interface BenchResident {
  id: number;
  siteId: number;
}

/** A new resident of the site, made through the API before the faces are (as an operator's residents exist first). */
export async function makeResident(admin: AdminClient, siteId: number): Promise<BenchResident> {
  people += 1;
  const resident = await admin.call<{ id: number }>('POST', '/api/residents', {
    siteId,
    firstName: 'Fleet',
    lastName: `Resident ${people}`,
    personId: `FL${people}`,
  });
  return { id: resident.id, siteId };
}

/**
 * A face for the resident, through the API as the console's form makes it: the photo's
 * upload, then the face. `sentAt` is when the face's creation was sent: from there to the
 * gateway is what the push must make short.
 */
export async function makeFace(admin: AdminClient, resident: BenchResident, photo: Blob): Promise<MadeFace> {
  const form = new FormData();
  form.append('file', photo, 'face.jpg');
  const upload = await admin.call<{ url: string }>('POST', '/upload/image', form);
  const sentAt = performance.now();
  const face = await admin.call<{ id: number }>('POST', '/api/faces', { faceUrl: upload.url, residentId: resident.id });
  return { faceId: face.id, siteId: resident.siteId, sentAt };
}

/** The photo every bench face carries: a real single face (no tactic looks at it here). */
export async function benchPhoto(): Promise<Blob> {
  return new Blob([new Uint8Array(await singleFacePhoto())], { type: 'image/jpeg' });
}
