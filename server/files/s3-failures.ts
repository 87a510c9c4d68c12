import { Code } from '../../contract/errors';
import { ApiError } from '../http/api-error';

interface SdkFailure {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const REFUSALS = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'Forbidden', 'InvalidToken']);

/**
 * What is wrong with the bucket, in words an operator can act on and a caller may read:
 * it does not exist, it refuses the console's credentials, or the service cannot be
 * reached. The service's address is not in it (`/readyz` is public); `cause` is the
 * SDK's own name for the failure, for the server's log.
 */
export function storeProblem(error: unknown): { problem: string; cause: string } {
  const failure = error as SdkFailure;
  const status = failure.$metadata?.httpStatusCode;
  const cause = failure.code ?? failure.name ?? String(status);
  if (failure.name === 'NoSuchBucket' || (status === 404 && failure.name !== 'NoSuchKey')) {
    return { problem: 'the bucket does not exist', cause };
  }
  if (REFUSALS.has(failure.name ?? '') || status === 401 || status === 403) {
    return { problem: "the bucket refuses the console's credentials", cause };
  }
  if (status === undefined) return { problem: 'the S3 service cannot be reached', cause };
  return { problem: `the S3 service answered ${status}`, cause };
}

/** A failed call of the bucket as the caller gets it: 503 naming the problem, never a 500 or a file taken for gone. */
export function storeFailure(error: unknown): ApiError {
  return storeUnavailable(storeProblem(error).problem);
}

export function storeUnavailable(problem: string): ApiError {
  return new ApiError(Code.UNAVAILABLE, `the file store (${problem})`);
}
