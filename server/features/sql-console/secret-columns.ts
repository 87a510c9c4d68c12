import type { ResourceDefinition } from '../../../contract/resource';

/** A column whose values the SQL console never shows: `table.column`. */
export interface SecretColumn {
  table: string;
  column: string;
  /** Kept from the console for whose it is, not for what it looks like: a result column of its name is shown. */
  private?: boolean;
}

/** Names that hold a secret in any table, whatever the schema says of them (token hashes of internal tables). */
const SECRET_NAME = /(hash|hashes|secret|password|token)$/i;

/**
 * The secret columns of the console's tables: fields marked internal (a column the API
 * never shows: password and credential hashes), write-only or `x-secret` (third-party
 * secrets), and fields whose name says they hold a hash, token, password or secret.
 */
export function secretColumns(resources: readonly ResourceDefinition[]): SecretColumn[] {
  return resources.flatMap((resource) =>
    resource.fields
      .filter((field) => field.internal || field.writeOnly || field.secret || SECRET_NAME.test(field.name))
      .map((field) => ({ table: resource.table, column: field.name })),
  );
}

/** Looks up whether a column of a table (or, with no table, a column of any table) is secret. */
export class SecretColumnSet {
  private readonly exact: Set<string>;
  /** Secret column names, lower-cased, with their own spelling. */
  private readonly names: Map<string, string>;
  /** The names of the columns secret for what they hold (not the private ones), lower-cased. */
  private readonly secretLooking: Set<string>;

  constructor(readonly columns: readonly SecretColumn[]) {
    this.exact = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    this.names = new Map(columns.map(({ column }) => [column.toLowerCase(), column]));
    this.secretLooking = new Set(columns.filter((column) => !column.private).map(({ column }) => column.toLowerCase()));
  }

  has(table: string, column: string): boolean {
    return this.exact.has(`${table}.${column}`);
  }

  /** The secret columns of one table. */
  of(table: string): string[] {
    return this.columns.filter((column) => column.table === table).map(({ column }) => column);
  }

  /** The names of secret columns (of any table) that a statement's text mentions, as whole words. */
  mentionedIn(sql: string): string[] {
    const words = new Set(sql.toLowerCase().match(/[\p{L}\p{N}_$]+/gu) ?? []);
    return [...this.names].filter(([lower]) => words.has(lower)).map(([, name]) => name);
  }

  /** A result column named like a secret column of any table (a private one aside). */
  namedLikeSecret(name: string): boolean {
    return this.secretLooking.has(name.toLowerCase());
  }
}

/** What the console shows instead of a secret value (the API log's mask). */
export const MASK = '******';
