/**
 * The site import's answers as both ends see them: the preview
 * (`POST /api/site-import/preview`) and an import's progress
 * (`POST /api/site-import/:importId/run`, `GET /api/site-import/:importId`).
 */

/** One refused field of a row, as the preview answers it. */
export interface RowRefusal {
  row: number;
  personId: string;
  field: string;
  code: number;
  rule: string;
  msg: string;
  /** Values of the import's own rules' texts. */
  args?: Record<string, string | number>;
}

/** `data` of a preview: what the import would do, and every refused row with its field and code. */
export interface ImportPreview {
  importId: string;
  siteId: number;
  siteName: string;
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  refused: RowRefusal[];
  refusedRows: number;
  faces: { create: number; unchanged: number };
  unmatchedPhotos: string[];
  /** Archive entries that are the photos of rows the sheet's rules refused: not imported with them. */
  photosOfRefusedRows: string[];
}

export type ImportStage = 'previewed' | 'running' | 'done' | 'failed';

/** Where an import stands. */
export interface ImportProgress {
  state: ImportStage;
  /** Steps done of `total`: one per resident row to write, one per face to create. */
  done: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  facesCreated: number;
  facesUnchanged: number;
  facesFailed: number;
  startedAt?: string;
  finishedAt?: string;
  updatedAt: string;
  /** Why a failed import stopped. */
  error?: string;
}

/** One failure of a row, as an import run's history keeps it (`failedRows` of a site import run). */
export interface ImportRunFailure {
  row: number;
  personId: string;
  /** The sheet's column it failed on (a resident field, or `photo` for its face), and its header. */
  column: string;
  columnLabel: { en: string; zh: string };
  code: number;
  reason: { en: string; zh: string };
}

/** `failedRows` of a site import run: the first failures, and how many there were in all. */
export interface ImportRunFailures {
  items: ImportRunFailure[];
  total: number;
  /**
   * The failed rows' cells as the sheet gave them (the first 1,000 rows), so that a past
   * import's page gives back its failed rows to correct and import again.
   */
  rows?: FailedRowCells[];
}

/** One failed row of a sheet: its number and its cells by column name. */
export interface FailedRowCells {
  row: number;
  cells: Record<string, string>;
}
