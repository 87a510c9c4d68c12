import type { CacheStore } from '../cache/cache-store';
import { TickLease } from '../cache/tick-lease';
import type { ResourceTables } from '../db/resource-tables';
import { type PhotoReader, type PhotoReadWay, type ReadFace, readerKey } from './photo-reader';
import { ReadBatches } from './read-batches';

/** A thumbnail read again within this many seconds of one page view is not counted again. */
export const PAGE_VIEW_SECONDS = 15 * 60;
/** What a page view id may be: the browser makes a random one per page (letters, digits, `-`, `_`). */
export const PAGE_VIEW_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
const PAGE_VIEW = new RegExp(PAGE_VIEW_PATTERN);

/**
 * Who saw a face photo (`face-photo-read`, docs/features/resident-data.md): every read of a
 * face photo's bytes is one row naming the face, its resident and site, the reader (an admin,
 * a site's gateway, the server), how and when. Rows are written in batches the reader waits for,
 * so the bytes go out only once their read is stored. Thumbnails count once per page view: the
 * first read of a face by a reader in a view is counted in the shared cache (Redis across nodes),
 * and the others within `PAGE_VIEW_SECONDS` are not recorded again.
 */
export class PhotoReadLog {
  private readonly batches: ReadBatches<Record<string, unknown>>;
  /** The first read of a face by a reader in a view takes the view's count; the others find it taken. */
  private readonly views: TickLease;

  /** `namespace` keeps the deployment's counts apart from another's on a shared Redis (deployment-channel.ts). */
  constructor(
    private readonly tables: ResourceTables,
    cache: CacheStore,
    namespace: string,
  ) {
    this.views = new TickLease(cache, namespace);
    this.batches = new ReadBatches((rows) => tables.of('face-photo-read').insertMany(rows));
  }

  /** Whether the console keeps reads (a console built without the table keeps none). */
  get kept(): boolean {
    return this.tables.has('face-photo-read');
  }

  /** Records that `reader` read the photo of each face, `via` one way; resolves once stored. */
  async record(reader: PhotoReader, via: PhotoReadWay, faces: readonly ReadFace[]): Promise<void> {
    if (!this.kept || faces.length === 0) return;
    const at = new Date().toISOString();
    await this.batches.add(faces.map((face) => rowOf(reader, via, face, at)));
  }

  /**
   * Records a thumbnail of `face` read in page view `view`, unless this reader's view read it
   * already. A view id that is not one the browser makes counts as a view of its own. With the
   * cache out of reach the read is recorded: counted twice rather than not at all.
   */
  async recordThumbnail(reader: PhotoReader, face: ReadFace, view: string | undefined): Promise<void> {
    if (!this.kept) return;
    if (view && PAGE_VIEW.test(view) && !(await this.firstInView(reader, face, view))) return;
    await this.record(reader, 'thumbnail', [face]);
  }

  /** Resolves once every read recorded so far is written (the server calls it when it closes). */
  flush(): Promise<void> {
    return this.batches.settled();
  }

  private firstInView(reader: PhotoReader, face: ReadFace, view: string): Promise<boolean> {
    return this.views.take(`${readerKey(reader)}:${face.id}`, view, PAGE_VIEW_SECONDS);
  }
}

function rowOf(reader: PhotoReader, via: PhotoReadWay, face: ReadFace, at: string): Record<string, unknown> {
  return {
    faceId: face.id,
    residentId: face.residentId ?? null,
    siteId: face.siteId ?? null,
    readerKind: reader.kind,
    adminId: reader.kind === 'admin' ? reader.adminId : null,
    readerName: reader.name.slice(0, 100),
    via,
    at,
  };
}
