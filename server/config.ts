// Reads the server's configuration from the environment, failing early with a clear message.
import { AuthConfigError, readAuthConfig, type AuthConfig } from './auth/config';

/** The two upstream APIs, their credentials, and how the proxy treats them. */
export interface UpstreamConfig {
  baseUrl: string;
  secondaryBaseUrl: string;
  apiKey: string;
  apiPassword: string;
  cacheTtlMs: number;
  timeoutMs: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  upstream: { mode: 'demo'; scale: number } | ({ mode: 'proxy' } & UpstreamConfig);
  auth: AuthConfig;
}

export class ConfigError extends Error {}

function numberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function httpsOrHttpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must start with https://`);
  }
  if (url.username || url.password) {
    throw new ConfigError(`${name} must not contain credentials: use API_KEY and API_PASSWORD`);
  }
  return raw.replace(/\/+$/, '');
}

function authFrom(env: NodeJS.ProcessEnv, host: string): AuthConfig {
  try {
    return readAuthConfig(env, host);
  } catch (error) {
    throw error instanceof AuthConfigError ? new ConfigError(error.message) : error;
  }
}

export function readConfig(env: NodeJS.ProcessEnv, distDir: string): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const auth = authFrom(env, host);
  const port = numberFrom(env, 'PORT', 8080, 0, 65535);
  const base = env.API_BASE_URL;
  const secondary = env.API_SECONDARY_BASE_URL;
  if (!base && !secondary) {
    return {
      host,
      port,
      distDir,
      auth,
      upstream: { mode: 'demo', scale: numberFrom(env, 'DEMO_SCALE', 1, 0.1, 100) },
    };
  }
  if (!base || !secondary) {
    throw new ConfigError(
      'Set both API_BASE_URL and API_SECONDARY_BASE_URL, or neither for the demo',
    );
  }
  if (!env.API_KEY) throw new ConfigError('API_KEY is required when API_BASE_URL is set');
  return {
    host,
    port,
    distDir,
    auth,
    upstream: {
      mode: 'proxy',
      baseUrl: httpsOrHttpUrl('API_BASE_URL', base),
      secondaryBaseUrl: httpsOrHttpUrl('API_SECONDARY_BASE_URL', secondary),
      apiKey: env.API_KEY,
      apiPassword: env.API_PASSWORD ?? '',
      cacheTtlMs: numberFrom(env, 'API_CACHE_TTL_SECONDS', 30, 0, 3600) * 1000,
      timeoutMs: numberFrom(env, 'API_TIMEOUT_SECONDS', 20, 1, 300) * 1000,
    },
  };
}
