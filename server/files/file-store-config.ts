/**
 * Which file store keeps the uploads (docs/operating.md, Configuration): `FILE_STORE=local`
 * (the default, a folder of this node) or `FILE_STORE=s3`, a bucket of an S3-compatible
 * service that every node of a cluster shares. Read at start with the rest of the
 * configuration, so a bad value stops the server before it listens.
 */
export type FileStoreConfig = { kind: 'local' } | S3StoreConfig;

export interface S3StoreConfig {
  kind: 's3';
  /** The service's address (`S3_ENDPOINT`); none means AWS's own for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both keys, or neither (then the SDK's own chain: environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Buckets addressed as `endpoint/bucket/key` rather than `bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle: boolean;
}

const KINDS = ['local', 's3'] as const;
/** S3's own rule for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function readFileStoreConfig(value: (name: string) => string | undefined, problems: string[]): FileStoreConfig {
  const kind = value('FILE_STORE')?.toLowerCase() ?? 'local';
  if (!(KINDS as readonly string[]).includes(kind)) {
    problems.push(`FILE_STORE must be local or s3, got "${kind}"`);
    return { kind: 'local' };
  }
  if (kind === 'local') return { kind: 'local' };
  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  }
  const bucket = value('S3_BUCKET') ?? '';
  if (!BUCKET_NAME.test(bucket)) {
    problems.push(
      `S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots and hyphens) when FILE_STORE=s3, got "${bucket}"`,
    );
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials",
    );
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE')?.toLowerCase() ?? (endpoint === undefined ? 'false' : 'true');
  if (!['true', 'false'].includes(pathStyle))
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    kind: 's3',
    ...(endpoint === undefined ? {} : { endpoint }),
    region: value('S3_REGION') ?? 'us-east-1',
    bucket,
    ...(accessKeyId !== undefined && secretAccessKey !== undefined
      ? { credentials: { accessKeyId, secretAccessKey } }
      : {}),
    forcePathStyle: pathStyle === 'true',
  };
}
