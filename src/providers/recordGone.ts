/**
 * Whether a read of one record failed because the record is no longer there (deleted
 * meanwhile, from another page, another admin or the API): the answer is 404, and
 * asking again will not bring it back.
 */
export function isRecordGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
