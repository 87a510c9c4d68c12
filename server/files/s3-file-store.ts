import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadKind } from '../../contract/uploads';
import type { FileStore, KeptFile, StoreCheck, StoredFile } from './file-store';
import type { S3StoreConfig } from './file-store-config';
import { storeFailure, storeProblem, storeUnavailable } from './s3-failures';

const QUIET = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/** A store that does not answer within this long counts as unreachable: a request must not hang on it. */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The file store as a bucket of an S3-compatible service, shared by every node: a photo
 * uploaded through one node is judged, previewed and handed to a gateway by any other.
 * Keys are the same as the local store's (`<kind>/<stored name>`), so a folder copied
 * into a bucket is a store. Scratch files stay on this node's disk (`scratchFolder`)
 * until their checks pass; only then is the file put in the bucket.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    private readonly config: S3StoreConfig,
    private readonly scratchFolder: string,
  ) {
    mkdirSync(scratchFolder, { recursive: true });
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: services other than AWS's may not take the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      // Failures reach the caller as 503s and /readyz; the SDK itself writes nothing to the console's output.
      logger: QUIET,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  /** Where the bucket is, for the server's log: the endpoint (or AWS's region) and the bucket's name. */
  get where(): string {
    return `${this.config.endpoint ?? `AWS ${this.config.region}`}, bucket "${this.bucket}"`;
  }

  scratchPath(): string {
    return path.join(this.scratchFolder, randomBytes(16).toString('hex'));
  }

  async keep(scratchFile: string, key: string): Promise<void> {
    try {
      const { size } = await stat(scratchFile);
      const put = new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(scratchFile),
        ContentLength: size,
      });
      await this.send(() => this.client.send(put));
    } finally {
      await rm(scratchFile, { force: true });
    }
  }

  async open(key: string): Promise<StoredFile | undefined> {
    const get = new GetObjectCommand({ Bucket: this.bucket, Key: key });
    const object = await this.sendUnlessMissing(() => this.client.send(get));
    if (!object?.Body) return undefined;
    return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
  }

  async exists(key: string): Promise<boolean> {
    const head = new HeadObjectCommand({ Bucket: this.bucket, Key: key });
    if ((await this.sendUnlessMissing(() => this.client.send(head))) !== undefined) return true;
    // A HEAD has no body to tell a missing key from a missing bucket: a miss is checked once more.
    const bucket = await this.check();
    if (!bucket.ok) throw storeUnavailable(bucket.problem);
    return false;
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a key it does not hold as done.
    const remove = new DeleteObjectCommand({ Bucket: this.bucket, Key: key });
    await this.send(() => this.client.send(remove));
  }

  /** The kind's keys a page of 1,000 at a time, so a bucket of many files is never held in memory at once. */
  async *list(kind: UploadKind): AsyncGenerator<KeptFile> {
    let token: string | undefined;
    do {
      const listing = new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${kind}/`, ContinuationToken: token });
      const page = await this.send(() => this.client.send(listing));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<StoreCheck> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return { ok: true };
    } catch (error) {
      const { problem, cause } = storeProblem(error);
      return { ok: false, problem, detail: `${this.where}: ${cause}` };
    }
  }

  close(): void {
    this.client.destroy();
  }

  /** The bucket's answer; any failure is a 503 naming the problem. */
  private async send<Output>(call: () => Promise<Output>): Promise<Output> {
    try {
      return await call();
    } catch (error) {
      throw storeFailure(error);
    }
  }

  /** The bucket's answer, or undefined when the key is not in it (and only then). */
  private async sendUnlessMissing<Output>(call: () => Promise<Output>): Promise<Output | undefined> {
    try {
      return await call();
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw storeFailure(error);
    }
  }
}

/** A GET names a missing key NoSuchKey (a missing bucket is NoSuchBucket); a HEAD, which has no body, says NotFound. */
function isMissingKey(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
