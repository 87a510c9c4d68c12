import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** The keys of the S3-protocol server `.ci/s3-server` starts (s3rver's own account). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * The S3-protocol server the file store's suites run against: TEST_S3_ENDPOINT. Locally a
 * missing one is reported and its suites skipped; on CI (CI set) it is a failure.
 */
function testS3Endpoint(): string | undefined {
  const endpoint = process.env.TEST_S3_ENDPOINT?.trim();
  if (endpoint) return endpoint;
  if (process.env.CI)
    throw new Error('TEST_S3_ENDPOINT is not set: on CI the file store suites must run against an S3 server');
  process.stdout.write('S3 file store suite skipped: TEST_S3_ENDPOINT is not set (start one with .ci/s3-server)\n');
  return undefined;
}

export const s3Endpoint = testS3Endpoint();

let client: S3Client | undefined;

/** A client of the test server, to look into a bucket beside the console. */
export function bucketClient(): S3Client {
  client ??= new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

/** A bucket of its own for a suite, so that suites never see each other's files. */
export async function freshBucket(): Promise<string> {
  const bucket = `t-${randomBytes(6).toString('hex')}`;
  await bucketClient().send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** The configuration of a console keeping its files in `bucket` of the test server. */
export function s3StoreEnv(bucket: string, changes: Record<string, string> = {}): Record<string, string> {
  return {
    FILE_STORE: 's3',
    S3_ENDPOINT: String(s3Endpoint),
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    ...changes,
  };
}

/** Every key in the bucket, sorted. */
export async function keysIn(bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucketClient().send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => String(object.Key)));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** The bytes the bucket holds under `key`. */
export async function objectBytes(bucket: string, key: string): Promise<Buffer> {
  const object = await bucketClient().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

/** Puts a file in the bucket behind the console's back, as another node or a copy would. */
export async function putObject(bucket: string, key: string, bytes: Buffer): Promise<void> {
  await bucketClient().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
}
