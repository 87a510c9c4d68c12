/**
 * The engines the API suites run against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL names a server. Locally a missing PostgreSQL is reported and
 * skipped; on CI (CI set) it is a failure, so the suite cannot silently shrink.
 */
export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  /** For PostgreSQL: the server to create a scratch schema in. */
  url?: string;
}

function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) return [{ kind: 'sqlite' }, { kind: 'postgres', url }];
  if (process.env.CI) {
    throw new Error('TEST_DATABASE_URL is not set: on CI the API suites must also run against PostgreSQL');
  }
  process.stdout.write('PostgreSQL suite skipped: TEST_DATABASE_URL is not set\n');
  return [{ kind: 'sqlite' }];
}

export const databases = testDatabases();
