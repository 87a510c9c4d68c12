import { ConsoleRefusal } from './console-refusal';

const MB = 1024 * 1024;

/** The most a console answer carries, counted over its values (on PostgreSQL, over what the database sends). */
export const MAX_ANSWER_BYTES = 16 * MB;

/**
 * The most memory the SQLite reader process may hold (its data segment, `ulimit -d`): a
 * statement that would build a larger value fails there, and the server's own memory
 * is never at stake. About 120 MB of it is the process itself.
 */
export const READER_MEMORY_BYTES = 256 * MB;

/** What one sort or hash of a console statement may use on PostgreSQL before it spills to disk. */
export const POSTGRES_WORK_MEM = '4MB';

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The refusal of an answer larger than {@link MAX_ANSWER_BYTES}. */
export function answerTooLarge(): ConsoleRefusal {
  return new ConsoleRefusal(
    'too-large',
    `the answer holds more than ${megabytes(MAX_ANSWER_BYTES)} of values: select fewer rows or columns, or shorter values`,
  );
}

/** The refusal of a statement that needed more memory than it may hold, with the engine's words and the limit. */
export function statementTooLarge(detail: string, limit: string): ConsoleRefusal {
  return new ConsoleRefusal(
    'too-large',
    `${detail}: the statement needs more memory than the console allows (${limit})`,
  );
}

/** The reader process's memory, in the KiB that `ulimit -d` takes. */
export const READER_MEMORY_KIB = READER_MEMORY_BYTES / 1024;
export const READER_MEMORY_TEXT = megabytes(READER_MEMORY_BYTES);
