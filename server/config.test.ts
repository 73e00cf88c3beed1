// The configuration: defaults, every gateway variable, and the start-up refusals.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { ConfigError } from './env';

const proxy = {
  API_BASE_URL: 'https://api.example.com',
  API_SECONDARY_BASE_URL: 'https://legacy.example.com/',
  API_KEY: 'key-1234',
  API_PASSWORD: 'pass-1234',
};

describe('readConfig', () => {
  it('reads DATABASE_URL: unset keeps SQLite; a postgres URL; anything else refused without echoing it', () => {
    expect(readConfig({}, '/dist').database).toBeNull();
    const url = 'postgres://viewer:s3cret@db:5432/viewer';
    expect(readConfig({ DATABASE_URL: url }, '/dist').database).toEqual({
      url,
      leaderLeaseMs: 30_000,
      catchUpMs: 300_000,
    });
    expect(
      readConfig(
        { DATABASE_URL: url, DATABASE_LEADER_LEASE_SECONDS: '3', DATABASE_CATCH_UP_SECONDS: '0' },
        '/dist',
      ).database,
    ).toEqual({ url, leaderLeaseMs: 3_000, catchUpMs: 0 });
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:s3cret@db/v' }, '/dist')).toThrow(
      new ConfigError(
        'DATABASE_URL must be a postgres:// URL (postgres://user:password@host:5432/database), got a mysql: URL',
      ),
    );
    expect(() => readConfig({ DATABASE_URL: 'db:5432' }, '/dist')).toThrow(/got a db: URL/);
    expect(() => readConfig({ DATABASE_URL: 's3cret' }, '/dist')).toThrow(/got no URL$/);
  });

  it('reads the account’s own currency: ACCOUNT_CURRENCY, the demo’s USD, none for an API unset', () => {
    expect(readConfig({ ACCOUNT_CURRENCY: 'EUR' }, '/dist').currency).toBe('EUR');
    expect(readConfig(proxy, '/dist').currency).toBeNull();
    expect(readConfig({ ...proxy, ACCOUNT_CURRENCY: 'GBP' }, '/dist').currency).toBe('GBP');
    for (const bad of ['usd', 'US$', 'DOLLARS']) {
      expect(() => readConfig({ ACCOUNT_CURRENCY: bad }, '/dist')).toThrow(
        new ConfigError(
          `ACCOUNT_CURRENCY must be a currency code of 3 capitals, as USD, got "${bad}"`,
        ),
      );
    }
  });

  it("reads the receivables' default buckets: RECEIVABLES_BUCKETS, else 30,60,90", () => {
    expect(readConfig({}, '/dist').agingBounds).toEqual([30, 60, 90]);
    expect(readConfig({ RECEIVABLES_BUCKETS: '15, 45,120' }, '/dist').agingBounds).toEqual([
      15, 45, 120,
    ]);
    for (const bad of ['60,30', 'thirty', '0,30', '30;60']) {
      expect(() => readConfig({ RECEIVABLES_BUCKETS: bad }, '/dist')).toThrow(
        /^RECEIVABLES_BUCKETS must be from 1 to 8 whole numbers of days .* \(e\.g\. 30,60,90\), got "/,
      );
    }
  });

  it('runs the demo with the gateway defaults when no API is set', () => {
    const config = readConfig({}, '/dist');
    expect(config.upstream).toEqual({ mode: 'demo', scale: 1, contractList: true });
    for (const [value, contractList] of [
      ['0', false],
      ['false', false],
      ['1', true],
      ['', true],
    ] as const) {
      expect(readConfig({ DEMO_CONTRACT_LIST: value }, '/dist').upstream).toMatchObject({
        contractList,
      });
    }
    expect(() => readConfig({ DEMO_CONTRACT_LIST: 'no' }, '/dist')).toThrow(/DEMO_CONTRACT_LIST/);
    // The demo's amounts are in USD (its invoices say so; its contracts name no currency).
    expect(config.currency).toBe('USD');
    expect(config.dataDir).toBe('.data');
    expect(config.gateway).toEqual({
      cacheTtlMs: 60_000,
      referenceTtlMs: 6 * 60 * 60_000,
      bulkTtlMs: 3_600_000,
      cacheMaxBytes: 256 * 1024 * 1024,
      maxBodyBytes: 128 * 1024 * 1024,
      timeoutMs: 20_000,
      dailyQuota: 5000,
      clientShare: 0.25,
      quotaReserve: 0.1,
      trustProxy: false,
      mirrorFreshMs: {
        record: 24 * 60 * 60_000,
        list: 24 * 60 * 60_000,
        reference: 3 * 24 * 60 * 60_000,
      },
      // 1 % of the day's quota.
      mirrorVerifyBudget: 50,
    });
    // The sync reads products' references in rotation by the same freshness.
    expect(config.sync.referenceFreshMs).toBe(3 * 24 * 60 * 60_000);
  });

  it('reads every gateway variable', () => {
    const config = readConfig(
      {
        DATA_DIR: '/var/lib/viewer',
        API_CACHE_TTL_SECONDS: '0',
        API_REFERENCE_TTL_SECONDS: '0',
        API_BULK_TTL_SECONDS: '600',
        API_CACHE_MAX_MB: '64',
        API_MAX_BODY_MB: '32',
        API_DAILY_QUOTA: '10000',
        API_CLIENT_SHARE: '0.5',
        API_QUOTA_RESERVE: '0.2',
        TRUST_PROXY: '1',
        MIRROR_FRESH_MINUTES: '5',
        MIRROR_LIST_FRESH_MINUTES: '0',
        MIRROR_REFERENCE_FRESH_MINUTES: '60',
        MIRROR_VERIFY_BUDGET: '7',
        ...proxy,
      },
      '/dist',
    );
    expect(config.dataDir).toBe('/var/lib/viewer');
    expect(config.gateway).toMatchObject({
      cacheTtlMs: 0,
      referenceTtlMs: 0,
      bulkTtlMs: 600_000,
      cacheMaxBytes: 64 * 1024 * 1024,
      maxBodyBytes: 32 * 1024 * 1024,
      dailyQuota: 10_000,
      clientShare: 0.5,
      quotaReserve: 0.2,
      trustProxy: true,
      mirrorFreshMs: { record: 5 * 60_000, list: 0, reference: 60 * 60_000 },
      mirrorVerifyBudget: 7,
    });
    expect(config.sync.referenceFreshMs).toBe(60 * 60_000);
    expect(config.upstream).toMatchObject({
      mode: 'proxy',
      secondaryBaseUrl: 'https://legacy.example.com',
    });
  });

  it.each([
    [{ API_BASE_URL: 'https://user:pw@api.example.com' }, /must not contain credentials/],
    [{ API_BASE_URL: 'https://api.example.com/?apiKey=x' }, /must not have a query string/],
    [{ API_BASE_URL: 'https://api.example.com/?' }, /must not have a query string/],
    [{ API_SECONDARY_BASE_URL: 'https://legacy.example.com/#x' }, /must not have a fragment/],
    [{ API_BASE_URL: 'ftp://api.example.com' }, /must start with https/],
    [{ API_KEY: 'abc' }, /API_KEY must be at least 4 characters/],
    [{ API_KEY: '' }, /API_KEY is required/],
    [{ API_PASSWORD: 'pwd' }, /API_PASSWORD must be at least 4 characters/],
    [{ API_CLIENT_SHARE: '2' }, /API_CLIENT_SHARE must be a number from 0.01 to 1/],
    [{ API_CACHE_MAX_MB: 'lots' }, /API_CACHE_MAX_MB must be a number/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be 1 or 0/],
  ])('refuses %o', (override, message) => {
    expect(() => readConfig({ ...proxy, ...override }, '/dist')).toThrow(ConfigError);
    expect(() => readConfig({ ...proxy, ...override }, '/dist')).toThrow(message);
  });

  it('never puts a secret in a refusal', () => {
    try {
      readConfig({ ...proxy, API_BASE_URL: 'https://key-1234:pass-1234@api.example.com' }, '/d');
    } catch (error) {
      expect(String(error)).not.toContain('pass-1234');
      expect(String(error)).not.toContain('key-1234');
    }
    expect.assertions(2);
  });

  it('refuses a LOG_LEVEL pino does not know, in one line', () => {
    expect(readConfig({}, '/dist').logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'debug' }, '/dist').logLevel).toBe('debug');
    expect(() => readConfig({ LOG_LEVEL: 'verbose' }, '/dist')).toThrow(
      new ConfigError(
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
      ),
    );
  });
});

describe('secrets from files (X_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'config-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const secret = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('reads each secret from its file, one trailing newline dropped', () => {
    const config = readConfig(
      {
        API_BASE_URL: proxy.API_BASE_URL,
        API_SECONDARY_BASE_URL: proxy.API_SECONDARY_BASE_URL,
        API_KEY_FILE: secret('key', 'key-from-file\n'),
        API_PASSWORD_FILE: secret('password', 'pass-from-file\r\n'),
        DATABASE_URL_FILE: secret('db', 'postgres://viewer:pw@db:5432/viewer\n'),
        METRICS_TOKEN_FILE: secret('metrics', `${'m'.repeat(30)}\n`),
        SMTP_URL_FILE: secret('smtp', 'smtp://mailer:pw@mail.example.com:587\n'),
        PUBLIC_URL: 'https://viewer.example.com',
      },
      '/dist',
    );
    expect(config.upstream).toMatchObject({
      apiKey: 'key-from-file',
      apiPassword: 'pass-from-file',
    });
    expect(config.database?.url).toBe('postgres://viewer:pw@db:5432/viewer');
    expect(config.auth.metricsToken).toBe('m'.repeat(30));
    expect(config.digest.smtpUrl).toBe('smtp://mailer:pw@mail.example.com:587');
  });

  it('reads the sign-in secrets from files', () => {
    const config = readConfig(
      {
        AUTH_MODE: 'oidc',
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_ID: 'viewer',
        OIDC_CLIENT_SECRET_FILE: secret('client', 'client-secret\n'),
        PUBLIC_URL: 'https://viewer.example.com',
        SESSION_SECRET_FILE: secret('session', `${'s'.repeat(40)}\n`),
      },
      '/dist',
    );
    expect(config.auth).toMatchObject({
      clientSecret: 'client-secret',
      session: { secret: 's'.repeat(40) },
    });
  });

  it('keeps inner newlines and only the last one is dropped', () => {
    const config = readConfig(
      { ...proxy, API_KEY: '', API_KEY_FILE: secret('k2', 'abcd\n\n') },
      '/d',
    );
    expect(config.upstream).toMatchObject({ apiKey: 'abcd\n' });
  });

  it('refuses both set, and a missing or unreadable file, without the secret', () => {
    expect(() =>
      readConfig({ ...proxy, API_KEY_FILE: secret('k3', 'other-key') }, '/dist'),
    ).toThrow(new ConfigError('Set API_KEY or API_KEY_FILE, not both'));
    const missing = join(dir, 'nope');
    expect(() => readConfig({ DATABASE_URL_FILE: missing }, '/dist')).toThrow(
      new ConfigError(`DATABASE_URL_FILE "${missing}" cannot be read (ENOENT)`),
    );
    expect(() => readConfig({ SESSION_SECRET_FILE: dir }, '/dist')).toThrow(/\(EISDIR\)$/);
  });
});
