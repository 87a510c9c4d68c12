import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const ROOT = path.resolve(import.meta.dirname, '../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', logLevel: 'info', trustProxy: false });
    expect(config.jobSchedules).toBe(true);
    expect(config.dataDir).toBe(path.join(ROOT, 'data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(ROOT, 'data', 'console.sqlite') });
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/console',
        DATABASE_URL: 'postgres://console:secret@db:5432/console',
        REDIS_URL: 'redis://cache:6379',
        ADMIN_PASSWORD: 'Admin#2024',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        JOB_SCHEDULES: 'false',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/console',
      database: { kind: 'postgres', url: 'postgres://console:secret@db:5432/console', preparedStatements: true },
      redisUrl: 'redis://cache:6379',
      adminPassword: 'Admin#2024',
      logLevel: 'warn',
      trustProxy: true,
      jobSchedules: false,
    });
  });

  it('keeps files in the local folder by default, and in an S3 bucket when FILE_STORE=s3', () => {
    expect(loadConfig({}, ROOT).uploads.store).toEqual({ kind: 'local' });
    const s3 = {
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://objects:9000',
      S3_BUCKET: 'console-files',
      S3_ACCESS_KEY_ID: 'console',
      S3_SECRET_ACCESS_KEY: 'secret key',
    };
    expect(loadConfig(s3, ROOT).uploads.store).toEqual({
      kind: 's3',
      endpoint: 'http://objects:9000',
      region: 'us-east-1',
      bucket: 'console-files',
      credentials: { accessKeyId: 'console', secretAccessKey: 'secret key' },
      forcePathStyle: true,
    });
    // AWS's own service: no endpoint, virtual-hosted buckets, the SDK's own credentials.
    expect(
      loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'console-files', S3_REGION: 'eu-west-1' }, ROOT).uploads.store,
    ).toEqual({
      kind: 's3',
      region: 'eu-west-1',
      bucket: 'console-files',
      forcePathStyle: false,
    });
    expect(problemsOf({ FILE_STORE: 'ftp' })).toEqual(['FILE_STORE must be local or s3, got "ftp"']);
    expect(problemsOf({ FILE_STORE: 's3' })[0]).toMatch(/^S3_BUCKET must name a bucket .* got ""$/);
    expect(problemsOf({ ...s3, S3_ENDPOINT: 'objects:9000' })).toEqual([
      'S3_ENDPOINT must be an http:// or https:// address, got "objects:9000"',
    ]);
    expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: '' })[0]).toMatch(
      /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(problemsOf({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    ]);
  });

  it('names each bad variable, its rule and the value given', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a whole number from 1 to 65535, got "abc"']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number from 1 to 65535, got "70000"']);
    expect(problemsOf({ DATABASE_URL: 'mysql://db' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://db"',
    ]);
    expect(problemsOf({ REDIS_URL: 'cache:6379' })[0]).toMatch(/^REDIS_URL must be a redis:\/\//);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of fatal, error/);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })).toEqual(['TRUST_PROXY must be true or false, got "maybe"']);
    expect(problemsOf({ JOB_SCHEDULES: 'sometimes' })).toEqual([
      'JOB_SCHEDULES must be true or false, got "sometimes"',
    ]);
    const postgres = { DATABASE_URL: 'postgres://db/console' };
    expect(problemsOf({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'never' })).toEqual([
      'DATABASE_PREPARED_STATEMENTS must be true or false, got "never"',
    ]);
    expect(loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'false' }, ROOT).database).toMatchObject({
      preparedStatements: false,
    });
    expect(problemsOf({ ADMIN_PASSWORD: '123' })[0]).toMatch(/^ADMIN_PASSWORD must be at least/);
    expect(problemsOf({ PUBLICATION_POLL_SECONDS: '0' })).toEqual([
      'PUBLICATION_POLL_SECONDS must be a whole number from 1 to 3600, got "0"',
    ]);
    expect(loadConfig({ PUBLICATION_POLL_SECONDS: '60' }, ROOT).publicationPollSeconds).toBe(60);
    expect(loadConfig({}, ROOT).publicationPollSeconds).toBeUndefined();
  });

  it('reads the gateway settings, with their defaults', () => {
    expect(loadConfig({}, ROOT).gateways).toEqual({
      offlineAfterSeconds: 90,
      pollSeconds: 5,
      registrationTimeoutMinutes: 10,
      photoUrlSeconds: 300,
      syncOverlapSeconds: 60,
      presenceWriteSeconds: 240,
      channelHeartbeatSeconds: 30,
    });
    const config = loadConfig(
      {
        GATEWAY_OFFLINE_AFTER_SECONDS: '30',
        GATEWAY_POLL_SECONDS: '10',
        REGISTRATION_TIMEOUT_MINUTES: '2',
        DEVICE_PHOTO_URL_SECONDS: '60',
        DEVICE_SYNC_OVERLAP_SECONDS: '120',
        GATEWAY_PRESENCE_WRITE_SECONDS: '600',
      },
      ROOT,
    );
    expect(config.gateways).toEqual({
      offlineAfterSeconds: 30,
      pollSeconds: 10,
      registrationTimeoutMinutes: 2,
      photoUrlSeconds: 60,
      syncOverlapSeconds: 120,
      presenceWriteSeconds: 600,
      channelHeartbeatSeconds: 10,
    });
    expect(problemsOf({ REGISTRATION_TIMEOUT_MINUTES: '0' })).toEqual([
      'REGISTRATION_TIMEOUT_MINUTES must be a whole number from 1, got "0"',
    ]);
    expect(problemsOf({ DEVICE_PHOTO_URL_SECONDS: '1.5' })[0]).toMatch(/^DEVICE_PHOTO_URL_SECONDS must be a whole/);
    expect(problemsOf({ GATEWAY_OFFLINE_AFTER_SECONDS: '5' })[0]).toMatch(
      /^GATEWAY_POLL_SECONDS \(5\) must be less than GATEWAY_OFFLINE_AFTER_SECONDS \(5\)/,
    );
  });

  it('reports every problem at once', () => {
    expect(problemsOf({ PORT: '0', LOG_LEVEL: 'loud' })).toHaveLength(2);
  });

  it('stops the server with exit code 1 and the message', async () => {
    const run = promisify(execFile);
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const failure = await run(tsx, ['server/main.ts'], { cwd: ROOT, env: { ...process.env, PORT: 'abc' } }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('PORT must be a whole number from 1 to 65535, got "abc"');
  });
});
