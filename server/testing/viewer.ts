// For tests: the real app composition (createApp) on a real socket, with a stand-in API that serves
// the demo's users list and echoes, for every other path, who the API layer was told is asking.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { createLogger } from '../gateway/logger';
import { USERS } from '../demo/people';
import type { AuthConfig } from '../auth/config';
import type { AuthOptions } from '../auth/index';

export interface TestViewer {
  url: string;
  /** How many times the API layer was asked for the users list. */
  usersReads: () => number;
  close(): Promise<void>;
}

export function echoApi(counter: { users: number }): Hono {
  const api = new Hono();
  api.get('/secondary/users/', (c) => {
    counter.users += 1;
    return c.json({ users: USERS });
  });
  // What the gateway would key its fair share on.
  api.get('*', (c) => c.json({ path: c.req.path, person: c.get('person') ?? null }));
  return api;
}

export function testDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'viewer-auth-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><p>the app</p>');
  return dir;
}

/** Listens first, so the caller can build a configuration that names the viewer's own URL. */
export async function startViewer(
  configure: (url: string) => AuthConfig | Promise<AuthConfig>,
  options: Pick<AuthOptions, 'revocations'> = {},
): Promise<TestViewer> {
  let fetchApp: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = serve({ fetch: (r, env) => fetchApp(r, env), hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const counter = { users: 0 };
  const app = createApp({
    gateway: stubGateway(echoApi(counter)),
    mode: 'demo',
    distDir: testDist(),
    auth: { config: await configure(url), ...options },
  });
  fetchApp = (request, env) => app.fetch(request, env);
  return {
    url,
    usersReads: () => counter.users,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's gateway slot filled by a plain API app: these tests are about sign-in, not caching. */
export function stubGateway(api: Hono) {
  return {
    routes: api,
    metricsHandler: async () => new Response(''),
    logger: createLogger({ write: () => undefined }),
  };
}
