// A viewer of a spec's own (the production bundle on plain node, on 127.0.0.1), for specs that need
// settings the suite's server does not have: sign-in, proxy mode, a gateway whose counters no other
// spec moves.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { DEV_CLIENT, type DevIdp } from '../server/auth/dev-idp';
import { viewerEnv } from './viewer-env';

export interface OwnViewer {
  origin: string;
  stop(): void;
  /** Kills it at once (SIGKILL): no shutdown of any kind, as a crash or an OOM kill. */
  kill(): void;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** What it printed so far. */
  output(): string;
}

/** The production server the build made (`npm run start:prod`), in the suite's build. */
export const PRODUCTION_SERVER = join(process.env.DIST_DIR || 'dist', 'server', 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server of the suite's build (`npm run build`: the test command builds before
 * the suite) on `port` with `env` over the defaults (the demo at scale 1, nothing kept on disk) and
 * resolves once it says it is listening; rejects with its output if it exits first. The bundle, not
 * `tsx server/main.ts`: it listens in about a third of the time, and specs start dozens of them.
 */
export async function startOwnViewer(
  port: number,
  env: Record<string, string> = {},
): Promise<OwnViewer> {
  const dist = process.env.DIST_DIR;
  const viewer = spawn(process.execPath, [resolve(PRODUCTION_SERVER)], {
    // Its own process group, so stopping it stops whatever it started.
    detached: true,
    // The production server finds its build from its own place, wherever it is started.
    cwd: tmpdir(),
    env: {
      ...process.env,
      ...viewerEnv(port),
      ...(dist ? { DIST_DIR: resolve(dist) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => viewer.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    // Read to the end (not only until ready), so a full pipe never stalls the server.
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ad-sales viewer on')) resolve();
    };
    viewer.stdout.on('data', take);
    viewer.stderr.on('data', take);
    void exited.then((code) => reject(new Error(`viewer exited ${code}: ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    stop() {
      if (viewer.pid !== undefined && viewer.exitCode === null)
        process.kill(-viewer.pid, 'SIGTERM');
    },
    kill() {
      if (viewer.pid !== undefined && viewer.exitCode === null)
        process.kill(-viewer.pid, 'SIGKILL');
    },
  };
}

/**
 * Proxy mode in front of `upstream` (another viewer, whose demo answers as the API), the mirror's
 * sync off: what reaches the upstream is the pages' requests alone.
 */
export function proxyEnv(upstream: OwnViewer): Record<string, string> {
  return {
    API_BASE_URL: `${upstream.origin}/api/base`,
    API_SECONDARY_BASE_URL: `${upstream.origin}/api/secondary`,
    API_KEY: 'e2e-key',
    API_PASSWORD: 'e2e-password',
    SYNC_DAILY_BUDGET: '0',
    LOG_LEVEL: 'warn',
  };
}

/** Sign-in with OpenID Connect against the development provider, for a viewer at `base`. */
export function signInEnv(idp: DevIdp, base: string): Record<string, string> {
  return {
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: DEV_CLIENT.id,
    OIDC_CLIENT_SECRET: DEV_CLIENT.secret,
    PUBLIC_URL: base,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-to-pass',
  };
}
