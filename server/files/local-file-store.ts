import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { createReadStream, mkdirSync } from 'node:fs';
import { access, constants, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '../../contract/uploads';
import type { FileStore, KeptFile, StoreCheck, StoredFile } from './file-store';

/** Scratch files live inside the store's folder so that keeping one is a rename on the same disk. */
const SCRATCH_FOLDER = '.incoming';

/** The file store as a folder on this node (by default `DATA_DIR/uploads`). */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  private readonly root: string;
  private readonly scratchDir: string;

  constructor(folder: string) {
    this.root = path.resolve(folder);
    this.scratchDir = path.join(this.root, SCRATCH_FOLDER);
    mkdirSync(this.scratchDir, { recursive: true });
  }

  scratchPath(): string {
    return path.join(this.scratchDir, randomBytes(16).toString('hex'));
  }

  async keep(scratchFile: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(scratchFile, target);
  }

  async open(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    const info = await fileInfo(file);
    return info === undefined ? undefined : { stream: createReadStream(file), size: info.size };
  }

  async exists(key: string): Promise<boolean> {
    return (await fileInfo(this.pathOf(key))) !== undefined;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The kind's folder read entry by entry, so a folder of many files is never held in memory at once. */
  async *list(kind: UploadKind): AsyncGenerator<KeptFile> {
    const folder = await opendir(path.join(this.root, kind)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!folder) return;
    for await (const entry of folder) {
      if (!entry.isFile()) continue;
      const key = `${kind}/${entry.name}`;
      // A file removed since the folder was read is passed over.
      const info = await fileInfo(this.pathOf(key));
      if (info) yield { key, modifiedAt: info.mtime };
    }
  }

  async check(): Promise<StoreCheck> {
    try {
      if (!(await stat(this.scratchDir)).isDirectory())
        throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      await access(this.scratchDir, constants.W_OK);
      return { ok: true };
    } catch (error) {
      const cause = (error as NodeJS.ErrnoException).code;
      return { ok: false, problem: 'the upload folder cannot be written', detail: `${this.scratchDir}: ${cause}` };
    }
  }

  close(): void {}

  /** Keys are made by the server, but a key that would leave the folder is refused all the same. */
  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(`${this.root}${path.sep}`) || file.startsWith(this.scratchDir)) {
      throw new Error(`A store key must name a file inside the store: ${key}`);
    }
    return file;
  }
}

/** A regular file's details; undefined when there is none. */
async function fileInfo(file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
