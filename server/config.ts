import path from 'node:path';
import { CODE_SCENES, type CodeScene } from './auth/verification-codes';
import { type GatewayConfig, readGatewayConfig } from './gateway-config';
import { describeSecretKeyProblem } from './secrets/secret-key';
import { readSignInConfig, type SignInConfig } from './sign-in-config';
import { readUploadConfig, type UploadConfig } from './upload-config';

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where the SQLite file and other local state live. */
  dataDir: string;
  /** Which engine holds the data: a SQLite file in `dataDir`, or PostgreSQL. */
  database:
    | { kind: 'sqlite'; file: string }
    /** `preparedStatements`: the kept lookups run as named statements (prepared-statements.ts). */
    | { kind: 'postgres'; url: string; preparedStatements: boolean };
  /** Shared cache for several API nodes; unset keeps the cache in this process. */
  redisUrl?: string;
  /** Password of the first `admin` account; unset generates one, printed once. */
  adminPassword?: string;
  logLevel: LogLevel;
  /** Whether `X-Forwarded-*` headers from a proxy in front are believed. */
  trustProxy: boolean;
  /** Folder of the built browser app; the API alone is served when it is absent. */
  webRoot: string;
  /** Key that encrypts stored secrets; unset uses a key file made once in `dataDir`. */
  secretKey?: string;
  /** Where verification texts go: the outbox file, or an HTTP gateway; `scenes` are the categories it serves. */
  sms: { provider: 'outbox' | 'http'; httpUrl: string; httpToken: string; scenes: readonly CodeScene[] };
  /** Mail goes through SMTP when `smtpUrl` is set, else to the outbox file. */
  mail: { smtpUrl?: string; from: string };
  /** Calls one address may make in a minute: of each account route, and of sign-in (0: no cap). */
  requestLimits: { perMinute: number; signInPerMinute: number };
  /** The upload store and the limits of each kind of upload. */
  uploads: UploadConfig;
  /** Gateway silence, polling, registration timeout, photo links and sync overlap. */
  gateways: GatewayConfig;
  /** Connection tests of third-party clouds: whether private addresses may be called, and how long a test waits. */
  thirdClouds: { allowPrivate: boolean; testTimeoutMs: number };
  /** Days the purge keeps API request logs and sign-in logs. */
  logRetention: { apiDays: number; loginDays: number };
  /** The variables that were set (not empty): where they back a setting, they win over its stored row. */
  setVariables: readonly string[];
  /** Whether this node fires scheduled jobs on their crons (off: only Run now; for API-only nodes and tests). */
  jobSchedules: boolean;
  /** Lets a scraper read `/metrics` with this bearer token, without an account; unset: only accounts holding `metrics`. */
  metricsToken?: string;
  /** Seconds between a node's looks in the database for entities published on other nodes; unset: by cache kind. */
  publicationPollSeconds?: number;
  /**
   * Seconds a node keeps serving after SIGTERM while `/readyz` answers 503, so that the load
   * balancer stops sending it requests before it closes (0: close at once, one node alone).
   */
  drainSeconds: number;
  /** Passkeys' relying party and the roles' second factor (sign-in-config.ts). */
  signIn: SignInConfig;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Environment = Record<string, string | undefined>;

/** Thrown with every problem found, one per line, so an operator fixes them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_PORT = 8080;
const SQLITE_FILE_NAME = 'console.sqlite';
const MIN_ADMIN_PASSWORD_LENGTH = 6;
const MIN_METRICS_TOKEN_LENGTH = 16;

/** Reads the configuration from `env` (normally `process.env`); throws a ConfigError naming each bad variable. */
export function loadConfig(env: Environment, projectRoot: string = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const setVariables = new Set<string>();
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    if (raw === '' || raw === undefined) return undefined;
    setVariables.add(name);
    return raw;
  };

  const port = readPort(value('PORT'), problems);
  const host = value('HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(projectRoot, value('DATA_DIR') ?? './data');

  const databaseUrl = value('DATABASE_URL');
  let database: ServerConfig['database'] = { kind: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) };
  if (databaseUrl !== undefined) {
    if (/^postgres(ql)?:\/\//.test(databaseUrl) && isUrl(databaseUrl))
      database = {
        kind: 'postgres',
        url: databaseUrl,
        preparedStatements:
          value('DATABASE_PREPARED_STATEMENTS') === undefined ||
          readBoolean('DATABASE_PREPARED_STATEMENTS', value('DATABASE_PREPARED_STATEMENTS'), problems),
      };
    else problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${databaseUrl}"`);
  }

  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !(/^rediss?:\/\//.test(redisUrl) && isUrl(redisUrl))) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL, got "${redisUrl}"`);
  }

  // Not trimmed: spaces may be part of a password.
  const adminPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
  }

  const logLevelText = value('LOG_LEVEL') ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logLevelText);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelText}"`);

  const trustProxy = readBoolean('TRUST_PROXY', value('TRUST_PROXY'), problems);
  const sms = readSms(value, problems);
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !(/^smtps?:\/\//.test(smtpUrl) && isUrl(smtpUrl))) {
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  }

  const requestLimits = {
    perMinute: readCount('ACCOUNT_REQUESTS_PER_MINUTE', value('ACCOUNT_REQUESTS_PER_MINUTE'), 60, problems),
    signInPerMinute: readCount('SIGN_IN_REQUESTS_PER_MINUTE', value('SIGN_IN_REQUESTS_PER_MINUTE'), 300, problems),
  };

  const secretKey = value('SECRET_KEY');
  const secretKeyProblem = secretKey === undefined ? undefined : describeSecretKeyProblem(secretKey);
  if (secretKeyProblem) problems.push(secretKeyProblem);
  const uploads = readUploadConfig(value, dataDir, problems);
  const gateways = readGatewayConfig(value, problems);
  const thirdClouds = {
    allowPrivate: readBoolean('THIRD_CLOUD_ALLOW_PRIVATE', value('THIRD_CLOUD_ALLOW_PRIVATE'), problems),
    testTimeoutMs: readCount('THIRD_CLOUD_TEST_TIMEOUT_MS', value('THIRD_CLOUD_TEST_TIMEOUT_MS'), 5000, problems),
  };

  const logRetention = {
    apiDays: readDays('API_LOG_RETENTION_DAYS', value('API_LOG_RETENTION_DAYS'), 30, problems),
    loginDays: readDays('LOGIN_LOG_RETENTION_DAYS', value('LOGIN_LOG_RETENTION_DAYS'), 180, problems),
  };

  const jobSchedules =
    value('JOB_SCHEDULES') === undefined || readBoolean('JOB_SCHEDULES', value('JOB_SCHEDULES'), problems);

  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long`);
  }

  const publicationPollSeconds = readPollSeconds(value('PUBLICATION_POLL_SECONDS'), problems);
  const drainSeconds = readCount('SHUTDOWN_DRAIN_SECONDS', value('SHUTDOWN_DRAIN_SECONDS'), 0, problems);
  const signIn = readSignInConfig(value, (name) => readBoolean(name, value(name), problems), problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    database,
    redisUrl,
    adminPassword,
    logLevel: logLevel ?? 'info',
    trustProxy,
    webRoot: path.resolve(projectRoot, 'dist'),
    secretKey,
    sms,
    mail: { smtpUrl, from: value('MAIL_FROM') ?? 'Intercom console <no-reply@localhost>' },
    requestLimits,
    uploads,
    gateways,
    thirdClouds,
    logRetention,
    setVariables: [...setVariables],
    jobSchedules,
    metricsToken,
    publicationPollSeconds,
    drainSeconds,
    signIn,
  };
}

const MAX_POLL_SECONDS = 3600;

function readPollSeconds(raw: string | undefined, problems: string[]): number | undefined {
  if (raw === undefined) return undefined;
  const seconds = /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  if (seconds >= 1 && seconds <= MAX_POLL_SECONDS) return seconds;
  problems.push(`PUBLICATION_POLL_SECONDS must be a whole number from 1 to ${MAX_POLL_SECONDS}, got "${raw}"`);
  return undefined;
}

function readSms(value: (name: string) => string | undefined, problems: string[]): ServerConfig['sms'] {
  const provider = value('SMS_PROVIDER') ?? 'outbox';
  const httpUrl = value('SMS_HTTP_URL') ?? '';
  const httpToken = value('SMS_HTTP_TOKEN') ?? '';
  if (provider !== 'outbox' && provider !== 'http') {
    problems.push(`SMS_PROVIDER must be outbox or http, got "${provider}"`);
  } else if (provider === 'http') {
    if (!/^https?:\/\//.test(httpUrl) || !isUrl(httpUrl))
      problems.push(`SMS_HTTP_URL must be an http:// or https:// URL when SMS_PROVIDER is http, got "${httpUrl}"`);
    if (httpToken === '') problems.push('SMS_HTTP_TOKEN must be set when SMS_PROVIDER is http');
  }
  const sceneList = value('SMS_SCENES')
    ?.split(',')
    .map((scene) => scene.trim()) ?? [...CODE_SCENES];
  const scenes = CODE_SCENES.filter((scene) => sceneList.includes(scene));
  const unknown = sceneList.filter((scene) => !CODE_SCENES.some((known) => known === scene));
  if (unknown.length > 0)
    problems.push(`SMS_SCENES must list some of ${CODE_SCENES.join(', ')}, got "${unknown.join(',')}"`);
  return { provider: provider === 'http' ? 'http' : 'outbox', httpUrl, httpToken, scenes };
}

function readPort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535, got "${raw}"`);
    return DEFAULT_PORT;
  }
  return port;
}

function readCount(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  problems.push(`${name} must be a whole number (0 or more), got "${raw}"`);
  return fallback;
}

const MAX_RETENTION_DAYS = 3650;

function readDays(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  const days = /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  if (days >= 1 && days <= MAX_RETENTION_DAYS) return days;
  problems.push(`${name} must be a whole number from 1 to ${MAX_RETENTION_DAYS}, got "${raw}"`);
  return fallback;
}

function readBoolean(name: string, raw: string | undefined, problems: string[]): boolean {
  if (raw === undefined) return false;
  const normalised = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return false;
}

function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** The configuration with secrets replaced, for the start-up log line. */
export function describeConfig(config: ServerConfig): Record<string, unknown> {
  return {
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    database: config.database.kind === 'sqlite' ? config.database.file : redactUrl(config.database.url),
    cache: config.redisUrl ? redactUrl(config.redisUrl) : 'in-process',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    sms: config.sms.provider === 'http' ? config.sms.httpUrl : 'outbox',
    mail: config.mail.smtpUrl ? redactUrl(config.mail.smtpUrl) : 'outbox',
  };
}

function redactUrl(text: string): string {
  const url = new URL(text);
  if (url.password) url.password = '***';
  return url.toString();
}
