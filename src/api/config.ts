// The viewer's configuration (the two API bases, the mode): written into index.html by the server
// (saving a request) or read from /config.json; loaded once, a failure not remembered.
import { setAccountCurrency, setAccountTimeZone } from '../domain/format';
import { ApiError } from '../domain/api-error';
import { viewerFetch } from './viewer-fetch';

export interface ApiConfig {
  baseUrl: string;
  secondaryBaseUrl: string;
  mode?: string;
  /** The account's own currency (ISO code): amounts whose record names none are in it. */
  currency?: string;
  /** The account's time zone (ACCOUNT_TIME_ZONE, an IANA name): every page's "today" is its. */
  timeZone?: string;
  /** How long the server's copy answers reference lists (its MIRROR_REFERENCE_FRESH_MINUTES). */
  referenceFreshMinutes?: number;
  /**
   * What the server can leave out of an answer when a request says it can do without
   * (x-gateway-without): `line_items`, a contract's, while its copy of the account has not read
   * them. Absent with static hosting: the API itself is asked, as it is.
   */
  without?: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
let referenceLimitMs = DAY_MS;

/**
 * How old a reference list may be before a page says so: as long as the server's copy answers
 * them (it reads each product's again in turn within that), at least a day.
 */
export function oldReferenceLimitMs(): number {
  return referenceLimitMs;
}

/** The configuration's effects outside itself: the default currency, and whose today it is. */
function applied(config: ApiConfig): ApiConfig {
  setAccountCurrency(config.currency);
  setAccountTimeZone(config.timeZone);
  referenceLimitMs = Math.max(DAY_MS, (config.referenceFreshMinutes ?? 0) * 60_000);
  return config;
}

let configPromise: Promise<ApiConfig> | null = null;

/** The configuration the server wrote into index.html (saving a request), if it did. */
function embeddedConfig(): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('viewer-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // then asked for, as without it
  }
}

async function fetchConfigFile(): Promise<unknown> {
  try {
    const response = await viewerFetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return (await response.json()) as unknown;
  } catch (error) {
    throw new ApiError({
      kind: 'network',
      endpoint: '/config.json',
      message: `The viewer's configuration (/config.json) could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

async function fetchConfig(): Promise<ApiConfig> {
  const body = embeddedConfig() ?? (await fetchConfigFile());
  const config = body as Partial<ApiConfig> | null;
  if (typeof config?.baseUrl !== 'string' || typeof config.secondaryBaseUrl !== 'string') {
    throw new ApiError({
      kind: 'parse',
      endpoint: '/config.json',
      message: '/config.json must name baseUrl and secondaryBaseUrl',
    });
  }
  return applied({
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    secondaryBaseUrl: config.secondaryBaseUrl.replace(/\/+$/, ''),
    mode: typeof config.mode === 'string' ? config.mode : undefined,
    currency: typeof config.currency === 'string' ? config.currency : undefined,
    timeZone: typeof config.timeZone === 'string' ? config.timeZone : undefined,
    referenceFreshMinutes:
      typeof config.referenceFreshMinutes === 'number' && config.referenceFreshMinutes >= 0
        ? config.referenceFreshMinutes
        : undefined,
    without: Array.isArray(config.without)
      ? config.without.filter((w): w is string => typeof w === 'string')
      : undefined,
  });
}

/** Loads /config.json once; a failure is not remembered, so the next call tries again. */
export function loadConfig(): Promise<ApiConfig> {
  configPromise ??= fetchConfig().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

/** For tests: forget the loaded configuration. */
export function resetConfig(config?: ApiConfig): void {
  if (!config) referenceLimitMs = DAY_MS;
  configPromise = config ? Promise.resolve(applied(config)) : null;
  if (!config) {
    setAccountCurrency(null);
    setAccountTimeZone(null);
  }
}
