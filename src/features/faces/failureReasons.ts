import type { FaceRecord } from './faceStatus';

/**
 * Every reason a face failed, the first being `failureReason`: the tactics' list when it
 * belongs to that reason, else the one reason alone (a gateway's, a person's); none when it has none.
 */
export function failureReasonsOf(face: Pick<FaceRecord, 'failureReason' | 'failureReasons'>): string[] {
  if (!face.failureReason) return [];
  const listed = face.failureReasons;
  return Array.isArray(listed) && listed[0] === face.failureReason ? listed : [face.failureReason];
}
