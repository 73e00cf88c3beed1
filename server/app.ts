// The one Hono app: security headers, /config.json, the API prefixes (demo or proxy), the built app.
import { Hono } from 'hono';
import { createAuth, type AuthOptions } from './auth/index';
import { usersFromApi, type UsersSource } from './auth/users';
import { loadStaticFiles, staticHandler } from './static';

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export interface RequestCounter {
  total: number;
  byPath: Record<string, number>;
}

export interface AppParts {
  /** Answers /base/* and /secondary/*; mounted at /api. */
  api: Hono;
  mode: 'demo' | 'proxy';
  distDir: string;
  /** Sign-in and roles (server/auth); the users list is read through `api` unless given. */
  auth?: Omit<AuthOptions, 'users'> & { users?: UsersSource };
}

export function createApp({ api, mode, distDir, auth }: AppParts): Hono {
  const app = new Hono();
  const files = loadStaticFiles(distDir);
  const counter: RequestCounter = { total: 0, byPath: {} };

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  // Before everything it guards: pages, /config.json, the API, the demo's counter.
  if (auth) app.route('/', createAuth({ users: usersFromApi(api), ...auth }));

  app.get('/config.json', (c) =>
    c.json({ baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary', mode }, 200, {
      'cache-control': 'no-cache',
    }),
  );

  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ error: 'Method not allowed' }, 405, { allow: 'GET' });
    }
    if (mode === 'demo') {
      // Counting lets tests and the bench see how many API calls a page costs.
      const key = c.req.path.replace(/\/+$/, '').replace(/\/\d+$/, '/:id');
      counter.total += 1;
      counter.byPath[key] = (counter.byPath[key] ?? 0) + 1;
    }
    await next();
  });
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  if (mode === 'demo') {
    app.get('/__demo/requests', (c) => {
      const snapshot = { total: counter.total, byPath: { ...counter.byPath } };
      if (c.req.query('reset') !== undefined) {
        counter.total = 0;
        counter.byPath = {};
      }
      return c.json(snapshot, 200, { 'cache-control': 'no-store' });
    });
  }

  app.get('*', staticHandler(files));
  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405, { allow: 'GET' }));
  return app;
}
