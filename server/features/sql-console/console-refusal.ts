/** Why the console did not run a statement (the `reason` in the refusal's data). */
export type RefusalReason =
  | 'read-only'
  | 'timeout'
  | 'multiple-statements'
  | 'syntax'
  | 'secret-column'
  | 'permission'
  | 'engine'
  | 'unavailable'
  /** The statement needs more memory, or its answer is larger, than the console allows (console-limits.ts). */
  | 'too-large';

/** A statement the engine refused or stopped, with its own words. */
export class ConsoleRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'ConsoleRefusal';
  }
}

/** The answer of a statement: columns with their types, rows as arrays in column order. */
export interface ConsoleResult {
  /** `masked`: the column comes from a secret column, its values are shown as the mask. */
  columns: { name: string; type: string; masked?: boolean }[];
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
}

export interface SchemaColumn {
  name: string;
  type: string;
  nullable: boolean;
  secret: boolean;
}

export interface SchemaTable {
  name: string;
  columns: SchemaColumn[];
}

/** Runs console statements on one engine, with that engine's guards. */
export interface ConsoleEngine {
  run(sql: string, maxRows: number, explain: boolean): Promise<ConsoleResult>;
  schema(): Promise<SchemaTable[]>;
  close(): Promise<void>;
}
