/**
 * How big an import may be. A sheet over `maxRows` is refused before it is read
 * through (its declared dimension first, else the count as it streams); archives
 * are inflated under caps, entry by entry, and given up at the first one passed.
 */
export interface ImportLimits {
  /** Residents one sheet may hold (header row not counted). */
  maxRows: number;
  /** Bytes of the uploaded sheet file. */
  maxSheetBytes: number;
  /**
   * Bytes a sheet's workbook may inflate to. Its XML repeats itself and compresses
   * several hundredfold, so it is held by this cap rather than by the ratio.
   */
  maxSheetInflatedBytes: number;
  /** Bytes of the uploaded photos archive (or of the one archive holding both). */
  maxArchiveBytes: number;
  /** Bytes everything in one archive may inflate to. */
  maxInflatedBytes: number;
  /** Inflated bytes per compressed byte an archive may reach once past `ratioFloorBytes`. */
  maxRatio: number;
  /** Below this many inflated bytes the ratio is not judged (small entries of text compress well). */
  ratioFloorBytes: number;
  /** Entries one archive may list. */
  maxEntries: number;
  /**
   * Columns a sheet may use (the template has 9; unknown headers are ignored). A header
   * row reaching past it is refused; a data row is read no further than it.
   */
  maxColumns: number;
}

const MIB = 1024 * 1024;

export const IMPORT_LIMITS: ImportLimits = {
  maxRows: 50_000,
  maxSheetBytes: 20 * MIB,
  maxSheetInflatedBytes: 256 * MIB,
  maxArchiveBytes: 1024 * MIB,
  maxInflatedBytes: 2048 * MIB,
  maxRatio: 100,
  ratioFloorBytes: 10 * MIB,
  maxEntries: 60_000,
  maxColumns: 200,
};

/** How long an import is remembered after its last change (preview, progress, end). */
export const IMPORT_TTL_SECONDS = 24 * 60 * 60;
/** A running import not heard of for this long is reported failed (its node went away). */
export const STALLED_AFTER_MS = 10 * 60 * 1000;
/** Residents written per transaction. */
export const RESIDENT_BATCH = 500;
/** Faces created at once (their tactics run in the faces feature's worker pool). */
export const FACE_CONCURRENCY = 4;
