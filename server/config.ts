// Reads the server's configuration from the environment, failing early with a clear message.
import { readFileSync } from 'node:fs';
import { readAuthConfig } from './auth/config';
import { StoreOpenError } from './gateway/database';
import type { GatewaySettings } from './gateway/index';
import { SYNC_DEFAULTS, type SyncSettings } from './mirror/sync';
import { readDigestConfig } from './watch/config';
import { DEFAULT_AGING_BOUNDS } from '../src/domain/aging';
import { DAY_BOUNDS_ALLOWED, readDayBounds } from '../src/domain/view-contract';
import { ConfigError, numberFrom } from './env';

/** The one line a start stopped by its settings or files prints (then exit 2); null: a bug. */
export function startupRefusal(error: unknown): string | null {
  const refused = error instanceof ConfigError || error instanceof StoreOpenError;
  return refused ? `Configuration error: ${error.message}` : null;
}

/**
 * The secrets that may come from a file instead (`API_KEY_FILE=/run/secrets/api-key`): a mounted
 * Kubernetes or Compose secret keeps them out of the environment, which `docker inspect` and a
 * process listing show.
 */
export const SECRET_VARIABLES = [
  'API_KEY',
  'API_PASSWORD',
  'DATABASE_URL',
  'SESSION_SECRET',
  'OIDC_CLIENT_SECRET',
  'METRICS_TOKEN',
  'SMTP_URL',
] as const;

/**
 * The environment with every `X_FILE` read into `X` (one trailing newline dropped, as `echo` and
 * editors leave it). Both set is refused: which one wins would be a guess. The file's path may be
 * repeated in a message; its content never is.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new ConfigError(`Set ${name} or ${name}_FILE, not both`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError(`${name}_FILE "${file}" cannot be read (${code})`);
    }
    resolved[name] = text.replace(/\r?\n$/, '');
  }
  return resolved;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL, one of pino's levels (pino itself would throw a stack at start-up). */
function logLevelFrom(env: NodeJS.ProcessEnv): string {
  const raw = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

/**
 * ACCOUNT_CURRENCY: the account's own currency (ISO 4217, "USD"), what contracts and rates (no
 * currency on the wire) are in; unset: the demo's USD, else none (amounts without one are plain).
 */
function accountCurrency(env: NodeJS.ProcessEnv, demo: boolean): string | null {
  const raw = env.ACCOUNT_CURRENCY;
  if (raw === undefined || raw === '') return demo ? 'USD' : null;
  if (!/^[A-Z]{3}$/.test(raw)) {
    throw new ConfigError(
      `ACCOUNT_CURRENCY must be a currency code of 3 capitals, as USD, got "${raw}"`,
    );
  }
  return raw;
}

/** RECEIVABLES_BUCKETS: "30,60,90" (the default), the same form as a request's `buckets`. */
function agingBounds(env: NodeJS.ProcessEnv): readonly number[] {
  const raw = env.RECEIVABLES_BUCKETS;
  if (raw === undefined || raw === '') return DEFAULT_AGING_BOUNDS;
  const bounds = readDayBounds(raw.replace(/\s+/g, ''));
  if (!bounds)
    throw new ConfigError(`RECEIVABLES_BUCKETS must be ${DAY_BOUNDS_ALLOWED}, got "${raw}"`);
  return bounds;
}

/** A base URL: http(s), and nothing that would put a secret or a stray query into every call. */
function baseUrl(name: string, raw: string): string {
  if (!URL.canParse(raw)) throw new ConfigError(`${name} is not a URL`);
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must start with https://`);
  }
  if (url.username || url.password) {
    throw new ConfigError(`${name} must not contain credentials: use API_KEY and API_PASSWORD`);
  }
  if (url.search || raw.includes('?')) {
    throw new ConfigError(`${name} must not have a query string (the key goes in API_KEY)`);
  }
  if (url.hash || raw.includes('#')) throw new ConfigError(`${name} must not have a fragment`);
  return raw.replace(/\/+$/, '');
}

const MB = 1024 * 1024;

/** A number of minutes from 0 to a week, in ms. */
const minutesFrom = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  numberFrom(env, name, fallback, 0, 10_080) * 60_000;

/** The gateway's settings from API_* and TRUST_PROXY, each with its default when unset. */
export function gatewaySettings(env: NodeJS.ProcessEnv): GatewaySettings {
  const seconds = (name: string, fallback: number, max: number) =>
    numberFrom(env, name, fallback, 0, max) * 1000;
  const dailyQuota = numberFrom(env, 'API_DAILY_QUOTA', 5000, 1, 100_000_000);
  return {
    cacheTtlMs: seconds('API_CACHE_TTL_SECONDS', 60, 86_400),
    referenceTtlMs: seconds('API_REFERENCE_TTL_SECONDS', 21_600, 86_400),
    bulkTtlMs: seconds('API_BULK_TTL_SECONDS', 3600, 86_400),
    cacheMaxBytes: numberFrom(env, 'API_CACHE_MAX_MB', 256, 1, 100_000) * MB,
    maxBodyBytes: numberFrom(env, 'API_MAX_BODY_MB', 128, 1, 4096) * MB,
    timeoutMs: numberFrom(env, 'API_TIMEOUT_SECONDS', 20, 1, 300) * 1000,
    dailyQuota,
    clientShare: numberFrom(env, 'API_CLIENT_SHARE', 0.25, 0.01, 1),
    quotaReserve: numberFrom(env, 'API_QUOTA_RESERVE', 0.1, 0, 0.9),
    trustProxy: flag(env, 'TRUST_PROXY'),
    // The account mirror answers what it read within these (0: never from the mirror).
    mirrorFreshMs: {
      record: minutesFrom(env, 'MIRROR_FRESH_MINUTES', 1440),
      list: minutesFrom(env, 'MIRROR_LIST_FRESH_MINUTES', 1440),
      reference: referenceFreshMs(env),
    },
    // Comparisons of the copy's answers with the API's: 1 % of the day's quota unless set.
    mirrorVerifyBudget: numberFrom(
      env,
      'MIRROR_VERIFY_BUDGET',
      Math.ceil(dailyQuota / 100),
      0,
      dailyQuota,
    ),
  };
}

/**
 * How long the mirror answers a product's sizes, rates and sections after their read: three days.
 * They change seldom (a rate card, a new section), each product costs three calls, and the nightly
 * pass reads a product again only when its read would pass this before the next night (about a
 * half of the products a night instead of all: 18 calls a day fewer on the demo's 12 products).
 * A page says its as-of, and its Refresh reads the product's list at once.
 */
const referenceFreshMs = (env: NodeJS.ProcessEnv) =>
  minutesFrom(env, 'MIRROR_REFERENCE_FRESH_MINUTES', SYNC_DEFAULTS.referenceFreshMs / 60_000);

/**
 * The sync's settings. Its default budget, 1,000 calls a rolling day (a fifth of the account's
 * 5,000), covers a full pass of a large account (at DEMO_SCALE=50: about 560 list pages) and a
 * working day of short passes (3-5 calls every 30 minutes), and leaves the team 4,000 calls for
 * page views: more than ten scripted working days of 20 people. The demo's sync is free.
 */
export function syncSettings(env: NodeJS.ProcessEnv, demo: boolean): SyncSettings {
  const given = SYNC_DEFAULTS;
  const workFrom = numberFrom(env, 'SYNC_WORK_FROM', given.workFrom, 0, 23);
  const workTo = numberFrom(env, 'SYNC_WORK_TO', given.workTo, 1, 24);
  if (workTo <= workFrom) {
    throw new ConfigError(`SYNC_WORK_TO (${workTo}) must be after SYNC_WORK_FROM (${workFrom})`);
  }
  return {
    dailyBudget: numberFrom(env, 'SYNC_DAILY_BUDGET', given.dailyBudget, 0, 1_000_000),
    fullHour: numberFrom(env, 'SYNC_FULL_HOUR', given.fullHour, 0, 23),
    intervalMinutes: numberFrom(env, 'SYNC_INTERVAL_MINUTES', given.intervalMinutes, 1, 1440),
    workFrom,
    workTo,
    referenceFreshMs: referenceFreshMs(env),
    free: demo && env.SYNC_DAILY_BUDGET !== '0',
    refreshCooldownMinutes: numberFrom(
      env,
      'MIRROR_REFRESH_COOLDOWN_MINUTES',
      given.refreshCooldownMinutes,
      0,
      1440,
    ),
  };
}

/**
 * DATABASE_URL, checked: the Postgres database that holds the state every server shares (the
 * ledger, sign-outs, the capability answer, the sync's leader); null: all in DATA_DIR's SQLite file.
 */
function databaseFrom(env: NodeJS.ProcessEnv) {
  const url = env.DATABASE_URL;
  const leaderLeaseMs = numberFrom(env, 'DATABASE_LEADER_LEASE_SECONDS', 30, 2, 600) * 1000;
  const catchUpMs = numberFrom(env, 'DATABASE_CATCH_UP_SECONDS', 300, 0, 86_400) * 1000;
  if (!url) return null;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol)) {
    // The value may hold a password: only its scheme is repeated.
    throw new ConfigError(
      `DATABASE_URL must be a postgres:// URL (postgres://user:password@host:5432/database), got ${parsed ? `a ${parsed.protocol} URL` : 'no URL'}`,
    );
  }
  return { url, leaderLeaseMs, catchUpMs };
}

/** The demo (neither API URL set), or the real API's two URLs and its key. */
function upstreamFrom(env: NodeJS.ProcessEnv) {
  const base = env.API_BASE_URL;
  const secondary = env.API_SECONDARY_BASE_URL;
  if (!base && !secondary) {
    return {
      mode: 'demo' as const,
      scale: numberFrom(env, 'DEMO_SCALE', 1, 0.1, 100),
      // DEMO_CONTRACT_LIST=0: the demo answers the contract list 404.
      contractList: (env.DEMO_CONTRACT_LIST ?? '') === '' || flag(env, 'DEMO_CONTRACT_LIST'),
    };
  }
  if (!base || !secondary) {
    throw new ConfigError(
      'Set both API_BASE_URL and API_SECONDARY_BASE_URL, or neither for the demo',
    );
  }
  const apiKey = env.API_KEY ?? '';
  const apiPassword = env.API_PASSWORD ?? '';
  if (!apiKey) throw new ConfigError('API_KEY is required when API_BASE_URL is set');
  // A secret this short could not be scrubbed from answers without mangling them.
  if (apiKey.length < 4) throw new ConfigError('API_KEY must be at least 4 characters long');
  if (apiPassword && apiPassword.length < 4) {
    throw new ConfigError('API_PASSWORD must be at least 4 characters long (or unset)');
  }
  return {
    mode: 'proxy' as const,
    baseUrl: baseUrl('API_BASE_URL', base),
    secondaryBaseUrl: baseUrl('API_SECONDARY_BASE_URL', secondary),
    apiKey,
    apiPassword,
  };
}

export function readConfig(given: NodeJS.ProcessEnv, distDir: string) {
  const env = withSecretFiles(given);
  const host = env.HOST || '127.0.0.1';
  const auth = readAuthConfig(env, host);
  const upstream = upstreamFrom(env);
  const demo = upstream.mode === 'demo';
  return {
    host,
    port: numberFrom(env, 'PORT', 8080, 0, 65535),
    distDir,
    upstream,
    /** ADVERTISER_NAMES_FILE and GOALS_FILE (goals.ts); null: none set (the demo uses its own). */
    namesFile: env.ADVERTISER_NAMES_FILE || null,
    goalsFile: env.GOALS_FILE || null,
    /** Where the gateway keeps its cache and ledger; `:memory:` keeps nothing on disk. */
    dataDir: env.DATA_DIR || '.data',
    database: databaseFrom(env),
    gateway: gatewaySettings(env),
    /** How long a page's rendering waits for its data before sending header and skeleton. */
    ssrWaitMs: numberFrom(env, 'SSR_WAIT_MS', 250, 0, 60_000),
    logLevel: logLevelFrom(env),
    /** The morning digest of watches (watch/config.ts): SMTP_URL, DIGEST_*, PUBLIC_URL. */
    digest: readDigestConfig(env),
    agingBounds: agingBounds(env),
    sync: syncSettings(env, demo),
    currency: accountCurrency(env, demo),
    auth,
  };
}
