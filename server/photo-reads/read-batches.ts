/** How many rows one batch writes at most; records past it open the next batch. */
const BATCH_ROWS = 500;

interface Batch<Row> {
  rows: Row[];
  written: Promise<void>;
}

/**
 * Rows written in batches that their writers wait for (a group commit): a row recorded
 * while a batch is being written joins the next one, which is written as soon as the
 * first is done, in one statement. Twenty photos asked for at once cost one or two inserts
 * instead of twenty, and every writer still knows its row is stored before it goes on.
 */
export class ReadBatches<Row> {
  private open: Batch<Row> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly write: (rows: Row[]) => Promise<unknown>) {}

  /** Resolves once `rows` are stored; rejects when their batch could not be written. */
  add(rows: readonly Row[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    const batch = this.open ?? this.start();
    batch.rows.push(...rows);
    if (batch.rows.length >= BATCH_ROWS) this.open = undefined;
    return batch.written;
  }

  /** Resolves once every batch begun so far is written, or has failed. */
  settled(): Promise<void> {
    return this.writing;
  }

  private start(): Batch<Row> {
    const batch: Batch<Row> = { rows: [], written: Promise.resolve() };
    // The next turn of the event loop lets the other requests of one page join the batch.
    batch.written = this.writing
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        if (this.open === batch) this.open = undefined;
        await this.write(batch.rows);
      });
    this.writing = batch.written.catch(() => {});
    this.open = batch;
    return batch;
  }
}
